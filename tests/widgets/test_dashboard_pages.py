"""Every dashboard page that shows a game opens the position of its link: a page cannot forget to."""

import json
from pathlib import Path

import bandlab

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def code_of(path):
    """All code cells of a notebook, joined."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")


def test_every_page_with_a_game_stepper_builds_its_main_stepper_from_the_link():
    pages = [path for path in NOTEBOOKS if "GameStepper" in code_of(path)]
    assert pages, "some page shows a game"
    forgetful = [path.name for path in pages if code_of(path).count("GameStepper.from_environment(") != 1]
    assert forgetful == [], (
        f"{forgetful} show a GameStepper but do not build exactly one with "
        "GameStepper.from_environment(...), so a shared link would open the wrong position"
    )


def test_every_game_has_a_page_named_after_it():
    """Share links of a game lead to ``<game id>.ipynb``: each game needs that page, showing that game."""
    names = {path.stem for path in NOTEBOOKS}
    for game_id in bandlab.GAMES:
        assert game_id in names, f"no notebooks/{game_id}.ipynb"
        assert f'from_environment(game="{game_id}"' in code_of(Path(NOTEBOOKS[0].parent, f"{game_id}.ipynb"))


def test_the_page_list_names_every_dashboard_once():
    """The index lists, and the server warms, the pages of ``bandlab.pages``: none may be missing."""
    from bandlab.pages import INDEX, PAGES

    files = [page.file for page in PAGES]
    assert sorted(files + [INDEX]) == sorted(path.name for path in NOTEBOOKS) and len(set(files)) == len(files)
    for page in PAGES:
        assert page.game_id is None or page.file == f"{page.game_id}.ipynb"
        assert page.game_id is None or page.title == bandlab.GAMES[page.game_id].name, "one name per game"


def test_a_game_page_gives_the_play_time_the_index_gives():
    from bandlab.pages import PAGES

    for page in PAGES:
        if page.play_time:
            cells = json.loads((NOTEBOOKS[0].parent / page.file).read_text(encoding="utf-8"))["cells"]
            assert page.play_time in "".join(cells[0]["source"]), f"{page.file} does not say {page.play_time}"
