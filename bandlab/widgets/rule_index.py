"""RuleIndex: "Every rule, and where to see it" — each rulebook sentence with a button to the lesson step
that shows it happening.

    from bandlab.widgets.lesson import lesson
    from bandlab.widgets.rule_index import RuleIndex
    lessons = {key: lesson("first-band", key) for key in ("audition", "performance")}
    RuleIndex("first-band", lessons)

The entries come from the game's ``RULE_INDEX`` (``bandlab/lessons/<game>.py``): a sentence either names
``(scene key, step)`` — its button opens that step of that lesson (an unsolved task opens at its
question) and scrolls the page to the lesson — or says "bandlab's reading" / "no scene: stated in section
N". The whole index is one small front-end widget (an anywidget, its script inline: nothing fetched),
so a rulebook of 300 sentences costs one widget, not 300 buttons. It opens closed (a ``<details>``, its
summary a button the keyboard reaches): its sentences reach the page when the reader first opens it (the
page sends ``{"load": true}``), not with the page. A click on a button sends ``{"open": n}`` to the
kernel, which moves the lesson; the browser scrolls to the lesson's CSS class ``bandlab-lesson-<key>``
at once. Sentences reach the page as text (``textContent``), never as HTML.
"""

import anywidget
import traitlets

from bandlab.lessons import rule_index

ESM = """
function listOf(model) {
  const list = document.createElement("ol");
  list.className = "bandlab-rule-index-list";
  model.get("entries").forEach((entry, number) => {
    const item = document.createElement("li");
    item.className = "bandlab-rule-index-entry";
    const sentence = document.createElement("span");
    sentence.className = "bandlab-rule-index-sentence";
    sentence.textContent = entry.sentence + " ";
    item.appendChild(sentence);
    if (entry.target) {
      const button = document.createElement("button");
      button.className = "bandlab-rule-index-open";
      button.textContent = entry.label;
      button.title = "Open the lesson step that shows this rule";
      button.addEventListener("click", () => {
        model.send({ open: number });
        const lesson = document.querySelector("." + entry.target);
        if (lesson) lesson.scrollIntoView({ block: "start" });
      });
      item.appendChild(button);
    } else {
      const note = document.createElement("em");
      note.className = "bandlab-rule-index-note";
      note.textContent = entry.label;
      item.appendChild(note);
    }
    list.appendChild(item);
  });
  return list;
}
function render({ model, el }) {
  const details = document.createElement("details");
  details.className = "bandlab-rule-index-details";
  const summary = document.createElement("summary");
  summary.className = "bandlab-rule-index-summary";
  summary.textContent = model.get("summary");
  details.appendChild(summary);
  // the sentences come from the kernel when the reader first opens the index
  const show = () => {
    if (!details.querySelector("ol") && model.get("entries").length) details.appendChild(listOf(model));
  };
  model.on("change:entries", show);
  details.addEventListener("toggle", () => {
    if (!details.open) return;
    if (model.get("entries").length) show();
    else model.send({ load: true });
  });
  el.classList.add("bandlab-rule-index");
  el.appendChild(details);
  return () => model.off("change:entries", show);
}
export default { render };
"""

CSS = """
.bandlab-rule-index-summary { cursor: pointer; font-size: 14px; padding: 4px 0; min-height: 24px; }
.bandlab-rule-index-list { padding-left: 28px; margin: 4px 0; font-size: 14px; line-height: 1.45; }
.bandlab-rule-index-entry { margin-bottom: 3px; }
.bandlab-rule-index-open { font-size: 12px; border: 1px solid #0072B2; border-radius: 4px; background: #f2f8fc;
  color: #0072B2; cursor: pointer; padding: 2px 8px; min-height: 24px; min-width: 24px; }
.bandlab-rule-index-note { color: #595959; font-size: 12px; }
"""


class RuleIndex(anywidget.AnyWidget):
    """Every sentence of a game's rulebook, in order, each with a button to the lesson step that shows it."""

    _esm = ESM
    _css = CSS
    summary = traitlets.Unicode().tag(sync=True)
    entries = traitlets.List().tag(sync=True)

    def __init__(self, game_id, lessons):
        """``lessons``: the page's lessons, ``{key: Lesson}`` or Lessons built with a ``key``."""
        self.lessons = lessons if isinstance(lessons, dict) else {lesson.key: lesson for lesson in lessons}
        self.index = list(rule_index(game_id))
        self.listed = [self.entry(sentence, where) for sentence, where in self.index]
        super().__init__(summary=f"Show the {len(self.index)} sentences of the rulebook, each with where to see it")
        self.on_msg(self.handle_message)

    def load(self):
        """Send the sentences to the page (what the reader's first opening of the index asks for)."""
        if not self.entries:
            self.entries = self.listed

    def entry(self, sentence, where):
        """One sentence as the page shows it: its button's words and the lesson's CSS class, or the note."""
        if isinstance(where, str):
            return dict(sentence=sentence, label=where, target="")
        key, step = where
        lesson = self.lessons.get(key)
        if lesson is None:
            raise ValueError(f"The rule index names scene {key!r}, which this page does not show.")
        if not 0 <= step <= lesson.length:
            raise ValueError(f"The rule index names step {step} of {key!r}, which has steps 0 to {lesson.length}.")
        moment = "the setup" if step <= lesson.start else f"move {step - lesson.start}"
        return dict(sentence=sentence, label=f"see it: {lesson.title or key}, {moment}", target=f"bandlab-lesson-{key}")

    def open_entry(self, number):
        """Open the lesson step of entry ``number`` (what its button does); return the lesson, or None."""
        if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < len(self.index):
            return None
        where = self.index[number][1]
        if isinstance(where, str):
            return None
        key, step = where
        self.lessons[key].open_step(step)
        return self.lessons[key]

    def handle_message(self, _, content, buffers=None):
        """A message from the page: ``{"load": true}`` sends the sentences, ``{"open": n}`` opens entry n; anything
        else is ignored."""
        if isinstance(content, dict):
            if content.get("load") is True:
                self.load()
            self.open_entry(content.get("open"))
