"""One name per thing in Spanish: no lesson, widget, catalog entry or glossary line calls a
thing of the game by another name than the one of tests/i18n/terminos.toml."""

from __future__ import annotations

import pytest

from tests.i18n import score_forms
from tests.i18n import spanish_terms as st

TABLE = st.terms()


def test_every_name_is_in_the_glossary() -> None:
    glossary = st.GLOSSARY.read_text(encoding="utf-8").lower()
    missing = [t.name for t in TABLE if f"**{t.name.lower()}**" not in glossary]
    assert not missing, f"docs/es/glosario.md lacks these names in bold: {missing}"


def test_no_text_calls_a_thing_by_a_variant() -> None:
    found = [f"{where}: {hit}" for where, text in st.texts() for hit in st.misnamed(text, TABLE)]
    assert not found, "use the one name of tests/i18n/terminos.toml:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        ("La ronda queda nula y nadie cobra.", 2),
        ("Un reparto nulo no gasta ronda; la ronda acaba en empate.", 0),
        # issue 23: a drawn round is an «empate», not also a «ronda sin ganador»
        ("Quién reparte tras una ronda sin ganador; rondas sin ganador", 2),
        ("Quién reparte tras un empate; una ronda que nadie gana; se acabaron las manos", 0),
        # issue 23: the drawn round has no second name in the house rules either
        ("puntos al oya en ronda agotada; Rondas agotadas; manos agotadas", 3),
        # reader 11: nor «la ronda se agota» (the rules page's), though «el mazo no se agota»
        ("la ronda se **agota**: es un empate; la ronda se agota; el mazo no se agota", 2),
        ("las cartas de tierra o animales", 2),
        ("los textos las llaman «cartas de tierra»", 0),
        ("Tus yaku han mejorado.", 1),
        ("Las combinaciones (yaku) dan puntos; `score(pile).yaku`, {yaku}.", 0),
        ("el ave del ciruelo y el ruiseñor japonés; un ave", 2),
        ("la hierba de pampas; las pampas", 1),
        # issue 23: 5a is «el puente», said once «el puente (de ocho tablas)»
        ("el puente de ocho tablas; el **puente** (de ocho tablas, en mayo)", 1),
        ("cuatro cintas rojas lisas", 1),
        ("¿koi-koi o parar?", 1),
        ("el perfil standard; las reglas estándar; `standard` en código", 1),
        ("las combinaciones de contemplar; las combinaciones de sake", 1),
        ("las cuatro variantes; el perfil labsk; una variante de la casa", 2),
        ("el perfil labsk; un perfil de la casa", 0),
        ("la grulla empareja con el pino; casa con dos; se emparejan por mes", 3),
        ("hace pareja con dos; las reglas de la casa con sus perfiles", 0),
        ("puntuado por el motor; el motor de problemas", 2),
        ("¿Cuántos puntos anotas? Nadie cobra; plántate para cobrar ya.", 3),
        ("Pulsa Plantarse (cobrar): puntúas 5 y tu rival puntúa 0.", 0),
        ("Lee el repaso de abajo; el Repaso de la ronda", 2),
        ("Repaso de cartas: el repaso nunca bloquea una lección; el análisis de la ronda", 0),
        # issue 23: one name for the captured pile, the pack, the table and the match points
        ("Tus capturas: nada; capturas del rival; aún sin capturas", 3),
        ("Tu montón: nada; el montón del rival; capturas la grulla; dos capturas", 0),
        ("Se barajan las 48 cartas en un mazo boca abajo.", 2),
        ("Se barajan las 48 cartas de la baraja; las que sobran forman el mazo.", 0),
        ("Tu mesa de práctica; debajo de la mesa; esta mesa repite una ronda", 3),
        ("Tu tablero de práctica; las cartas de la mesa; deja en la mesa", 0),
        ("totales: Tú 0, Glotón 0", 2),
        ("partida: Tú 0, Glotón 0; gana el total más alto; los totales finales", 0),
        # issue 23: a tied match is no «empate»; the first dealer is drawn with «sacar»
        ("Con totales iguales, la partida es un empate; una partida empatada", 2),
        ("Con totales iguales, nadie gana la partida; la ronda acaba en empate", 0),
        ("cada jugador roba una carta de la baraja; si no, vuelven a robar", 2),
        ("cada jugador saca una carta; roba una carta del mazo", 0),
        ("la flor del ciruelo, el rival fuerte y un programador de repasos", 3),
        ("el ciruelo, el ave del ciruelo, el rival Fuerte y un planificador de repasos", 0),
        # issue 23: «marcador» is wikiHow's ledger only; a learner's solved exercises are
        # «tus aciertos»
        ("Un marcador cuenta los ejercicios; tu marcador; comparar vuestros marcadores", 3),
        ("La lección cuenta tus aciertos; wikiHow lleva la cuenta con un marcador", 0),
        # issue 23: one name for tane, tan and kasu
        ("recuentos (tane, tan, kasu); un recuento más alto", 2),
        ("combinaciones que cuentan cartas (tane, tan, kasu); se suman todas", 0),
    ],
)
def test_the_scan_finds_variants_and_only_variants(text: str, hits: int) -> None:
    assert len(st.misnamed(text, TABLE)) == hits, st.misnamed(text, TABLE)


def test_every_spanish_docs_page_is_read() -> None:
    """The rules and the cards pages are read, not only the glossary (issue 23)."""
    read = {where.split(":")[0] for where, _ in st.texts() if where.startswith("docs/")}
    pages = {str(page.relative_to(st.REPO)) for page in st.DOCS}
    assert {"docs/es/reglas.md", "docs/es/cartas.md", "docs/es/glosario.md"} <= read == pages


def test_code_cells_are_read_for_their_strings_only(tmp_path) -> None:
    lesson = tmp_path / "99_x.md"
    lesson.write_text(
        "Texto de la\nronda nula.\n\n```{code-cell} ipython3\nyaku = score(p).yaku  "
        "# ronda nula\nprint(\"empate\", 'la ronda nula')\n```\n",
        encoding="utf-8",
    )
    hits = [w for w, t in st.lesson_texts(lesson) if st.misnamed(t, TABLE)]
    assert hits == ["99_x.md:6", "99_x.md:5", "99_x.md:1"]


SPANISH_NOTEBOOKS = sorted((st.REPO / "lessons" / "es").glob("*.ipynb"))


def test_a_match_score_has_one_written_form_in_spanish() -> None:
    """Issue 23: «Tú 0 · Glotón 6» only (widgets.art.header.match_score): not «Tú 0,
    Rival 0» nor a bare «0-1», in the lessons, the catalogs, the docs, nor in what the
    saved notebooks show (the widgets' outputs: the header, the score sheet)."""
    found = [
        f"{where}: {hit}"
        for where, text in st.texts()
        for hit in score_forms.abandoned_in(st.readable(text))
    ]
    found += score_forms.abandoned_in_notebooks(SPANISH_NOTEBOOKS)
    assert SPANISH_NOTEBOOKS and not found, "write «Tú 0 · Glotón 6»:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("text", "hits"),
    [
        ("Partida: Tú 0, Rival 0", 1),
        ("totales: Tú 12, Glotón -3; partida 2-24; Ana–Bruno 7 – 25", 3),
        ("Partida: Tú 0 · Glotón 6; Fin de la partida: ganas tú (Tú 12 · Glotón 5).", 0),
        ("la ronda 3, nivel 2; de 1 a 12; las 20:30; 12/05; Tú 31 · Rival 31", 0),
    ],
)
def test_the_score_scan_finds_the_abandoned_forms_only(text: str, hits: int) -> None:
    assert len(score_forms.abandoned_in(text)) == hits, score_forms.abandoned_in(text)
