"""The saved progress and the course outline speak the course language: the stages, counts
and file messages of koikoi.tutor.progress, and the lesson titles of koikoi.tutor.course."""

from __future__ import annotations

from pathlib import Path

from koikoi.i18n import set_language
from koikoi.tutor.course import TITLES, title
from koikoi.tutor.progress import LessonStatus, ProgressStore, Stage


def test_stages_and_counts_in_both_languages() -> None:
    status = LessonStatus(5, opened=True, shown=3, tried=2, solved=2, first_try=1)
    assert str(status) == "Lesson 5: in progress, 2 of 3 solved (1 at the first try)"
    assert status.describe("es") == "Lección 5: en curso, 2 de 3 resueltos (1 a la primera)"
    one = LessonStatus(2, opened=True, shown=1, tried=1, solved=1, first_try=1)
    assert one.describe("es") == "Lección 2: terminada, 1 de 1 resuelto (1 a la primera)"
    assert LessonStatus(4, opened=True).describe("es") == "Lección 4: en curso, abierta"
    assert LessonStatus(7).describe("es") == "Lección 7: sin empezar"
    assert [s.label("es") for s in Stage] == ["sin empezar", "en curso", "terminada"]
    assert [s.label("en") for s in Stage] == [s.value for s in Stage]


def test_the_current_language_is_used_when_shown(spanish: None) -> None:
    assert str(LessonStatus(5)) == "Lección 5: sin empezar"
    assert Stage.DONE.label() == "terminada"
    assert title(13) == "Práctica"
    set_language("en")
    assert str(LessonStatus(5)) == "Lesson 5: not started"


def test_every_lesson_title_has_its_own_spanish_title() -> None:
    spanish = {n: title(n, "es") for n in TITLES}
    assert all(spanish[n] != TITLES[n] for n in TITLES), spanish
    assert len(set(spanish.values())) == len(TITLES)
    assert title(1, "en") == TITLES[1] == "Start here"
    assert title(6, "es") == "Las cartas de luz"


def test_file_problems_are_told_in_spanish(tmp_path: Path, spanish: None) -> None:
    said: list[str] = []
    (tmp_path / "a file").write_text("not a folder")
    unwritable = ProgressStore(tmp_path / "a file" / "progress.json", notify=said.append)
    unwritable.record(4, "q", True)
    corrupt = ProgressStore(tmp_path / "progress.json", notify=said.append)
    corrupt.path().write_text('{"format": "koikoi-progress", ', encoding="utf-8")
    assert corrupt.status(4) == LessonStatus(4)
    assert len(said) == 2
    assert said[0].startswith("Progreso de Koi-Koi: no se puede guardar en ")
    assert said[0].endswith("tu progreso se conserva solo durante esta sesión.")
    assert said[1].startswith("Progreso de Koi-Koi: no se pudo leer ")
    assert "progress.json.corrupt-" in said[1] and said[1].endswith("empiezas de cero.")
    notes = tmp_path / "notes.txt"
    notes.write_text("mis notas", encoding="utf-8")
    ProgressStore(notes, notify=said.append).record(4, "q", True)
    assert said[2].startswith("Progreso de Koi-Koi: ") and "no es un archivo de progreso" in said[2]
    assert notes.read_text(encoding="utf-8") == "mis notas"
