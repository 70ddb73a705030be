"""The stepper's links: open the position a link names, and show the link of the position shown.

``Sharing`` is a part of ``GameStepper`` (a mixin): ``GameStepper.from_query(query)`` and
``from_environment()`` open a page's link, ``open_query`` opens a pasted one, and the Share box
(``build_share``, ``draw_share``) shows the link of the position shown, with one line saying
that a link opens the teacher's view (every hand).  Where the page is, and so where its links
lead, is ``bandlab.widgets.page``'s; which bots rebuild a seed-form link is ``bandlab.positions``'.
"""

import functools
import html
import os

import ipywidgets as W

import bandlab
from bandlab.core import links
from bandlab.positions import open_position
from bandlab.widgets.page import PageLocation, current_page
from bandlab.widgets.stepper_moves import EXPECTED_ERRORS, guarded
from bandlab.widgets.timeline import BOT, RECORD, Timeline

#: The line beside the Share box: a record is the whole game, so a link shows every hand.
SHARE_NOTE = "A link shows every hand: it opens the teacher's view of the whole game."
#: The keys of a stepper's arguments that a link's position replaces.
POSITION_ARGUMENTS = ("game", "players", "seed", "record", "step")


def position_timeline(query):
    """The Timeline (at its step) of the position a link or query string names, None if it names none;
    LinkError (or another refusal) if it cannot be opened."""
    position = links.parse_query(query)
    if position is None:
        return None
    record, step = open_position(position, bandlab.GAMES)
    timeline = Timeline.from_record(record, actor=RECORD if position.record is not None else BOT)
    timeline.go(step)
    return timeline


class Sharing:
    """The link-handling part of GameStepper: opening links and the Share box."""

    # --- opening a link -------------------------------------------------------------------
    @classmethod
    def from_query(cls, query, **kwargs):
        """A stepper at the position a link or query string names; a bad one gives a fresh game and a message.

        ``stepper.opened_from_link`` says whether the link named a position (and it opened)."""
        try:
            timeline = position_timeline(query)
            if timeline is None:
                return cls(**kwargs)
        except Exception as err:  # whatever a tampered link does, the page opens on a fresh game
            return cls.fresh_after_bad_link(err, kwargs)
        page_game = kwargs.get("game")
        kwargs = {k: v for k, v in kwargs.items() if k not in POSITION_ARGUMENTS}
        stepper = cls(_timeline=timeline, **kwargs)
        stepper.opened_from_link = True
        if page_game is not None and page_game != timeline.game.id:
            stepper.say_other_game(page_game)
        return stepper

    @classmethod
    def fresh_after_bad_link(cls, err, kwargs):
        """A stepper on a fresh game saying why the link could not be opened (a bug is kept for tests)."""
        kwargs.pop("record", None)
        stepper = cls(**kwargs)
        stepper.say_bad_link(err)
        return stepper

    def say_bad_link(self, err):
        """The page's link could not be opened: say why, over the fresh game shown (a bug is kept for tests)."""
        if not isinstance(err, EXPECTED_ERRORS):
            self.unexpected_errors.append(err)
            err = f"({type(err).__name__}: {err})"
        self.show_message(f"This link cannot be opened, so here is a new game instead. {err}", "error")

    @classmethod
    def from_environment(cls, **kwargs):
        """The page's main stepper: open the position of the page's link (``QUERY_STRING``, set by Voila or,
        on the static site, by the site's plugin).

        Works with Voila's preheated kernels (it waits for the request). A link that names a
        position brings this stepper into view when the page loads. Links shared from the
        page lead back to it (``bandlab.widgets.page``); inside Binder, to a permanent Binder link; on the
        static site, to the site's page of the notebook.
        """
        if link_known():
            stepper = cls.from_query(page_query(), **kwargs)
        else:  # a page built before anyone asked for it: its link is followed by the page's last cell
            stepper = cls(**kwargs)
            until_the_link(functools.partial(stepper.follow_link, page_game=kwargs.get("game")))
        stepper.add_class("bandlab-main")  # the page's main stepper: the one its links open
        stepper.location.scroll = stepper.opened_from_link
        return stepper

    def follow_link(self, query, page_game=None):
        """Go to the position the page's link names, known only once the page was asked for (``from_environment``
        in a preheated kernel): as ``from_query`` would have opened it, messages included."""
        try:
            timeline = position_timeline(query)
            if timeline is None:
                return
            self.set_timeline(timeline)
        except Exception as err:  # whatever a tampered link does, the page stays on its fresh game
            self.say_bad_link(err)
            return
        self.opened_from_link = True
        self.location.scroll = True
        if page_game is not None and page_game != timeline.game.id:
            self.say_other_game(page_game)

    def say_other_game(self, page_game):
        """The link is a position of another game than the page's: say so, with a link to that game's page."""
        share, local = self.links()
        where = (
            f' Its own page, which teaches {html.escape(self.game.name)}: <a href="{html.escape(local or share)}" '
            f'target="_self">{html.escape(self.game.name)} at this position</a>.'
            if current_page().page_of(self.game.id)
            else ""
        )
        self.show_message(
            f"This link shows a game of {self.game.name}, not of "
            f"{bandlab.GAMES[page_game].name if page_game in bandlab.GAMES else page_game}: "
            "here it is.",
            "info",
            html_after=where,
        )

    @guarded
    def open_query(self, query):
        """Open the position of a link or query string here; a bad one shows a message and changes nothing."""
        timeline = position_timeline(query)
        if timeline is None:
            raise links.LinkError("This does not look like a bandlab link: it names no game or record.")
        self.set_timeline(timeline)

    # --- the link of the position shown ---------------------------------------------------
    def query(self):
        """The query string of the position shown (seed form if only the default bots chose, else record form)."""
        return self.timeline.share_query()

    def link(self):
        """The shareable link of the position shown (inside Binder: the permanent Binder link)."""
        return self.links()[0]

    def links(self):
        """(share, local): the link to share and, inside Binder, the link to this running session ('' outside)."""
        if self.base_url is not None:
            return links.make_link(self.query(), self.game.id, self.base_url), ""
        return current_page().links(self.query(), self.game.id)

    def page_moved(self):
        """The browser told the page where it is: the links follow."""
        if self._ready:
            self.draw_share()

    # --- the Share box ----------------------------------------------------------------------
    def build_share(self):
        """The Share box, the box of this Binder session's own link, the line on what a link shows, and the
        page's location (hidden); ``share_rows`` lays them out."""
        self.share = W.Text(
            description="Share",
            layout=W.Layout(width="100%"),
            tooltip="The link of this position: copy it to open the dashboard right here",
        )
        self.share_note = W.HTML(
            f"<div class='bandlab-share-note' style='color:#555;font-size:12px;margin:0 0 4px "
            f"90px'>{html.escape(SHARE_NOTE)}</div>"
        )
        self.session_share = W.Text(
            description="This session",
            layout=W.Layout(width="100%", display="none"),
            tooltip="This position on the Binder session running now: it stops working "
            "when the session ends; share the link above",
        )
        self.location = PageLocation(layout=W.Layout(display="none"))

    def share_rows(self):
        """The Share box's rows, top to bottom."""
        return [self.share, self.share_note, self.session_share, self.location]

    def draw_share(self):
        """The Share box (and, inside Binder, the box with this session's own link)."""
        share, session = self.links()
        self.share.value = share
        self.session_share.value = session
        self.session_share.layout.display = None if session else "none"


def page_query():
    """The query string of the page's address under Voila (a preheated kernel waits for the request), or on
    the static site, whose plugin sets ``QUERY_STRING`` (the page's query without ``path=``) before the first cell."""
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        return preheated_query()
    return os.environ.get("QUERY_STRING", "")


#: What to do with the page's link once it is known, for each widget built before (``until_the_link``).
_waiting_for_the_link = []


def link_known():
    """Whether ``page_query()`` answers at once: always, but in a preheated Voila kernel before its page is asked for
    (it runs the notebook first, and its first question about the link waits for the request)."""
    return os.environ.get("VOILA_PREHEAT", "False") == "False" or preheated_query.cache_info().currsize > 0


def until_the_link(follow):
    """Call ``follow(query)`` with the page's link once it is known: now if it is, else in ``follow_the_link()``."""
    if link_known():
        follow(page_query())
    else:
        _waiting_for_the_link.append(follow)


def follow_the_link():
    """A game page's last cell: the widgets a link can move (Find the move, the main stepper) are built and shown
    before Voila's preheated kernel knows the page's link, so its page goes out at once when asked for; here the
    kernel waits for that request and moves them to the position the link names. Elsewhere the link was followed
    as each widget was built, and this does nothing."""
    query = page_query()
    while _waiting_for_the_link:
        _waiting_for_the_link.pop(0)(query)


@functools.cache
def preheated_query():
    """The page's query string, asked of Voila once per kernel: Voila hands the request to the kernel's first
    asker only, so a second widget asking again (the stepper after Find the move) would wait forever."""
    try:
        from voila.utils import get_query_string

        return get_query_string() or ""
    except Exception:  # not really under Voila: the environment is all there is
        return os.environ.get("QUERY_STRING", "")
