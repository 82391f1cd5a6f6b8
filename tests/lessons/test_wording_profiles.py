"""How the lessons speak of rule profiles, held in both languages and checked against the
engine's presets: «estándar» is the course's name for its own rules (where lessons 1 to 9
first say it, and in lesson 8), no «perfil» before lesson 10 (nor on the cheat sheet), a
dealt hand's points in the course's profiles, what lesson 10 says sets the standard rules
apart and what the three other profiles share, January's pile in the lab's tables, and
«perfil de la casa» as only the learner's own rules, and the profiles named in prose by their
display names, not their codes."""

from __future__ import annotations

import re

import pytest

from koikoi import RuleSet, score
from koikoi.cards import cards_of
from koikoi.i18n import speaking
from koikoi.yaku import BLUE_RIBBONS, POETRY_RIBBONS, YAKU_RULES
from tests.lessons.lesson_text import (
    DOCS,
    GLOSSARY,
    LANGS,
    SOURCE,
    flat,
    goal,
    lesson,
    paragraph_with,
    prose,
    sheet_texts,
)

STANDARD = {"en": r"\bstandard rules\b", "es": r"\breglas\s+estándar\b"}
COURSE_RULES = {"en": "this course teaches", "es": "enseña este curso"}


@pytest.mark.parametrize("lang", LANGS)
def test_standard_is_named_as_the_course_rules_where_first_said(lang: str) -> None:
    """Where lessons 1 to 9 first say «standard rules», the paragraph says they are the
    rules this course teaches."""
    paragraphs = [p for n in range(1, 10) for p in prose(lesson(lang, n))]
    first = next(p for p in paragraphs if re.search(STANDARD[lang], p, re.IGNORECASE))
    assert COURSE_RULES[lang] in first, first


NOT_A_NORM = {
    "en": "“standard” is only the name the course gives them, not a published norm",
    "es": "«estándar» es solo el nombre que el curso les da, no una norma publicada",
}
RULES_WORD = {"en": r"\brules\b", "es": r"\breglas\b"}
OLD_RULES = {
    "en": "teaches are the course's own rules, the standard rules",
    "es": "Las reglas que enseña este curso son las reglas propias del curso",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_says_in_one_short_sentence_that_standard_is_the_courses_name(lang: str) -> None:
    """«las reglas estándar» read as a widely used norm (reader 12); then lesson 8 said «Las
    reglas que enseña este curso son las reglas propias del curso, las reglas estándar:
    «estándar» es el nombre…», «reglas» four times (reader 13). Its goal says in one short
    sentence that «estándar» is only the course's name for its own profile, and points to
    lesson 10."""
    said_in_goal = goal(lang, 8)
    assert NOT_A_NORM[lang] in said_in_goal, said_in_goal
    assert {"en": "Lesson 10", "es": "La lección 10"}[lang] in said_in_goal
    text = flat(lesson(lang, 8))
    assert OLD_RULES[lang] not in text
    (said,) = re.findall(r"[^.]*" + re.escape(NOT_A_NORM[lang]) + r"\.", text)
    assert len(re.findall(RULES_WORD[lang], said)) == 1, said
    assert len(said.split()) <= 30, said


SOME_HOUSE_RULES = {
    "en": "Some house rules give a different number of points for a dealt hand",
    "es": "Algunas reglas de la casa dan otro número de puntos por una mano repartida",
}
OLD_SETS = {
    "en": "rule sets that come with the course",
    "es": "conjuntos de reglas que trae el curso",
}
ALL_FOUR = {
    "en": "In all {n} profiles a dealt hand (teshi or kuttsuki, lesson 4) is worth {points} "
    "points, never doubled.",
    "es": "En los {n} perfiles una mano repartida (teshi o kuttsuki, lección 4) vale {points} "
    "puntos, que nunca se doblan.",
}
PROFILE = {"en": r"\bprofiles?\b", "es": r"\bperfil(?:es)?\b"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_says_every_profile_gives_the_same_dealt_hand_points(lang: str) -> None:
    """A dealt hand's points are the same in every profile (the engine's presets): lesson 10,
    which teaches profiles, says so, and lesson 4 no longer says it. Readers found «Algunas
    reglas de la casa dan otro número» (false) in lesson 4, then the way round («Los 4
    conjuntos de reglas que trae el curso») long. (No profile before lesson 10: the next
    test.)"""
    points = {RuleSet.preset(p).dealt_hand_points for p in RuleSet.PRESETS}
    assert len(points) == 1
    said = ALL_FOUR[lang].format(n=len(RuleSet.PRESETS), points=points.pop())
    assert said in flat(lesson(lang, 10))
    four = flat(lesson(lang, 4))
    assert SOME_HOUSE_RULES[lang] not in four and OLD_SETS[lang] not in four


STANDARD_RULES = {"en": "standard rules", "es": "reglas estándar"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_lesson_before_10_and_not_the_cheat_sheet_says_profile(lang: str) -> None:
    """«Perfil» is lesson 10's word: lessons 0 to 9 (text and code) and the cheat sheet
    (shown in lesson 7) never say it. Readers found lesson 8's «su propio perfil», the cheat
    sheet's «perfil estándar, lección 10» and «perfil» in lesson 4; the sheet says «reglas
    estándar»."""
    found = [
        (n, m)
        for n in range(10)
        for m in re.findall(PROFILE[lang], flat(lesson(lang, n)), re.IGNORECASE)
    ]
    assert not found, found
    sheet = flat(" ".join(sheet_texts(lang)))
    assert not re.search(PROFILE[lang], sheet, re.IGNORECASE), sheet
    assert STANDARD_RULES[lang] in sheet


APART = {
    "en": "Compared with the standard rules, the other three profiles differ in four ways",
    "es": "Frente al estándar, los otros tres perfiles se apartan en cuatro cosas",
}


# What lesson 10 says sets the standard rules apart: the option, the standard value, what
# each of the three other profiles must have for the words to hold, and the words in each
# language.
_APART_FACTS = [
    ("akatan_aotan", 0, lambda v: v > 0),
    ("inoshikacho_extends", False, lambda v: v is True),
    ("ribbon_sets_extend", False, lambda v: v is True),
    ("counting", "independent", lambda v: v == "best-per-category"),
    ("counting", "independent", lambda v: v == "best-per-category"),
    ("dealer_after_draw", "other", lambda v: v == "same"),
]


_APART_WORDS = {
    "en": ["they have akatan-aotan", "inoshikacho and ribbon sets grow with each further card",
           "inoshikacho and ribbon sets grow with each further card",
           "instead of adding up every yaku", "keep only the best yaku of each category",
           "the same dealer deals again, instead of the other player"],
    "es": ["tienen akatan-aotan",
           "su inoshikacho y sus combinaciones de cintas crecen con cada carta de más",
           "su inoshikacho y sus combinaciones de cintas crecen con cada carta de más",
           "en vez de sumarlas todas", "se quedan con la mejor combinación de cada categoría",
           "tras un empate repite el mismo oya, en vez de repartir el otro jugador"],
}  # fmt: skip
STANDS_APART = {
    lang: [(w, *fact) for w, fact in zip(words, _APART_FACTS, strict=True)]
    for lang, words in _APART_WORDS.items()
}


# How the paragraph would say the standard rules lack a yaku.
LACKS = {
    "en": r"\b(?:no|without)\s+{yaku}(?![\w-])",
    "es": r"\b(?:ni|sin|no\s+tienen)\s+{yaku}(?![\w-])",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_says_how_the_standard_rules_stand_apart(lang: str) -> None:
    """issue 23: lesson 10 says in a sentence or two what sets the course's own rules apart
    from the three profiles of written sources, and each difference it names is one the
    engine's presets have (the standard value, and the same other value in all three)."""
    from koikoi import RuleSet

    said = paragraph_with(lang, 10, APART[lang])
    others = [RuleSet.preset(name) for name in RuleSet.PRESETS if name != "standard"]
    assert len(others) == 3
    for words, option, standard, other in STANDS_APART[lang]:
        assert words in said, (words, said)
        assert getattr(RuleSet(), option) == standard, option
        assert all(other(getattr(rules, option)) for rules in others), option
    # A reader was told the standard rules have no inoshikacho, which they score: no yaku
    # the engine's standard table has is named as missing.
    from koikoi.yaku import yaku_value_table

    for yaku, points in yaku_value_table(RuleSet()).items():
        lacking = re.search(LACKS[lang].format(yaku=re.escape(yaku)), said)
        assert not (points and lacking), (yaku, points, said)


OLD_APART = {"en": "profiles in the same ways:", "es": "perfiles en lo mismo:"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_names_the_options_each_profile_changes_its_own_way(lang: str) -> None:
    """reader 13, item 1: «se apartan … en lo mismo: …» listed four differences, while the
    table below shows all three also differ on who deals first and the cards per batch. Every
    option that all three change, each to its own value, is named by its table label."""
    text = flat(lesson(lang, 10))
    assert OLD_APART[lang] not in text
    said = paragraph_with(lang, 10, APART[lang])
    standard = RuleSet()
    others = [RuleSet.preset(name) for name in RuleSet.PRESETS if name != "standard"]
    each_its_own = [
        option
        for option in standard.to_dict()
        if all(getattr(o, option) != getattr(standard, option) for o in others)
        and len({repr(getattr(o, option)) for o in others}) > 1
    ]
    assert each_its_own, "the profiles no longer differ each their own way"
    with speaking(lang):
        labels = [RuleSet.label(option) for option in each_its_own]
    for label in labels:
        assert label in said, (label, said)


OLD_SUBJECT = {
    "en": "the standard rules have no akatan-aotan",
    "es": "las estándar no tienen akatan-aotan",
}
GLOSS = {
    "en": "akatan-aotan (the {n} poetry and blue ribbons as one yaku)",
    "es": "akatan-aotan (las {n} cintas poéticas y azules como una sola combinación)",
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_says_what_the_other_profiles_have_and_glosses_akatan_aotan(lang: str) -> None:
    """«las estándar no tienen akatan-aotan, y su inoshikacho … no crecen; suman todas …»
    switched from the three profiles to the standard rules midway; akatan-aotan was named
    before it was said what it is."""
    text = flat(lesson(lang, 10))
    assert OLD_SUBJECT[lang] not in text
    said = paragraph_with(lang, 10, APART[lang])
    rule = YAKU_RULES["akatan-aotan"]
    ((pool, count),) = rule.needs
    assert pool == POETRY_RIBBONS | BLUE_RIBBONS and count == len(cards_of(pool))
    assert set(rule.replaces) == {"akatan", "aotan"}  # one yaku, instead of the two sets
    gloss = GLOSS[lang].format(n=count)
    assert gloss in said
    assert text.index("akatan-aotan") == text.index(gloss), "glossed after its first use"


SHARED = {
    "en": "LaBSK in one way, wikiHow and Spanish Wikipedia in another, the same for both",
    "es": "LaBSK de una manera, y wikiHow y Wikipedia en español de otra, la misma en los dos",
}
OLD_OWN_WAY = {"en": "each in its own way", "es": "cada uno a su manera"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_says_which_profiles_share_the_dealer_selection_and_batch(lang: str) -> None:
    """reader 15, item 4: «cada uno a su manera», while wikiHow and Wikipedia en español
    share both options."""
    labsk, wikihow, wikipedia = (RuleSet.preset(n) for n in ("labsk", "wikihow", "wikipedia-es"))
    for option in ("dealer_selection", "deal_batch"):
        assert getattr(wikihow, option) == getattr(wikipedia, option)
        assert getattr(labsk, option) != getattr(wikihow, option)
    said = paragraph_with(lang, 10, SHARED[lang])
    assert OLD_OWN_WAY[lang] not in said


OTHER_HOUSES = {
    "en": ("LaBSK deals {labsk} cards at a time", "the Spanish Wikipedia {wiki} cards at a time"),
    "es": ("LaBSK, de {labsk} en {labsk}", "Wikipedia en español, de {wiki} en {wiki}"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_says_the_other_houses_deals_in_the_same_words(lang: str) -> None:
    """reader 13, item 4: «LaBSK da 8 cartas de una vez; wikiHow ..., 4 de una vez»; the
    batch sizes are the engine's profiles'."""
    sizes = {
        "labsk": RuleSet.preset("labsk").deal_batch,
        "wiki": RuleSet.preset("wikipedia-es").deal_batch,
    }
    assert RuleSet.preset("wikihow").deal_batch == sizes["wiki"]
    text = flat(lesson(lang, 10))
    for words in OTHER_HOUSES[lang]:
        assert words.format(**sizes) in text, words.format(**sizes)


JANUARY = {  # reader 14: the table above scored it as round 1; say so, not «never»
    "en": (
        "January's pile is left out: tsuki-fuda counts the 4 cards of the month of the round "
        "being played, and the table above scored it as if in round 1 (January); these "
        "tables, though, score each pile outside any round, with no month, and with no month "
        "there is no tsuki-fuda."
    ),
    "es": (
        "Falta el montón de enero: el tsuki-fuda cuenta las 4 cartas del mes de la ronda que "
        "se juega, y la tabla de arriba lo puntuaba como si fuera la ronda 1 (enero); estas "
        "tablas, en cambio, puntúan cada montón fuera de cualquier ronda, sin mes, y sin mes "
        "no hay tsuki-fuda."
    ),
}
ROUND_WITH_A_MONTH = {"en": "a round with a month", "es": "una ronda con mes"}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_10_says_what_januarys_pile_depends_on(lang: str) -> None:
    """«el de enero, que solo cuenta en una ronda con mes», while every round has a month
    (reader 12); then «nunca lo cuentan», while the table above had scored it as round 1
    (reader 14). The engine: tsuki-fuda counts the round's month, and a pile scored with no
    round (as the editor's tables score it) has none."""
    text = flat(lesson(lang, 10))
    assert ROUND_WITH_A_MONTH[lang] not in text and JANUARY[lang] in text
    assert "nunca lo cuentan" not in text and "they never count it" not in text
    january = "1b 1r 1p1 1p2"
    with_tsuki_fuda = [n for n in RuleSet.PRESETS if RuleSet.preset(n).tsuki_fuda]
    assert with_tsuki_fuda
    for name in with_tsuki_fuda:
        rules = RuleSet.preset(name)
        assert score(january, rules, month=1).total == rules.tsuki_fuda
        assert score(january, rules, month=2).total == 0
        assert score(january, rules).total == 0
    assert "HouseRulesLab(PILES[:4]" in lesson(lang, 10)


TWELVE = {"en": "twelve cards", "es": "doce cartas"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_one_card_per_month_choice_says_what_is_drawn(lang: str) -> None:
    """issue 23: lesson 10's table showed «una carta de cada mes» for the way the first
    dealer is chosen, which only the next cell explained; the value says it (one source:
    ``RuleSet.value_label``, which the table, the rules lab and the docs read)."""
    from koikoi import RuleSet
    from koikoi.i18n import speaking

    with speaking(lang):
        assert TWELVE[lang] in RuleSet.value_label("dealer_selection", "one-per-month")


# «Perfil de la casa» is the learner's own rules, one set (lesson 10's «Partir de» list);
# the named profiles are never «the house profiles» (issue 23: «los tres perfiles de la casa»).
HOUSE_PROFILES = {
    "en": r"\bhouse(?:-rule)?\s+profiles\b",
    "es": r"\b(?:tres\s+)?perfiles\s+(?:de\s+reglas\s+)?de\s+la\s+casa\b",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_house_profile_is_only_the_learners_own_rules(lang: str) -> None:
    """«Perfil de la casa» is the learner's own rules, one set (lesson 10's «Partir de»
    list); no lesson or doc calls the named profiles «los perfiles de la casa»."""
    docs = DOCS[lang]
    pages = [*SOURCE[lang].glob("*.md"), *docs.glob("*.md")]
    found = [
        (page.name, m.group(0))
        for page in pages
        for m in re.finditer(HOUSE_PROFILES[lang], flat(page.read_text("utf-8")), re.I)
    ]
    assert not found, found
    own = {
        "en": '"house variant": your own rules',
        "es": "«perfil de la casa»: tus propias reglas",
    }[lang]
    assert own in flat(lesson(lang, 10))


HOUSES = {"en": r"\b(?:other|some) houses\b", "es": r"\b(?:otras|algunas) casas\b"}
HOUSE_RULES = {"en": "house rules", "es": "reglas de la casa"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_lesson_says_other_houses(lang: str) -> None:
    """reader 13, item 9: «otras casas juegan distinto», «Algunas casas dan…», a calque of
    "some houses"; lesson 10 says «reglas de la casa»."""
    for number in range(14):
        text = flat(lesson(lang, number))
        assert not re.findall(HOUSES[lang], text, re.IGNORECASE), number
    for number in (4, 9):
        assert HOUSE_RULES[lang] in flat(lesson(lang, number)), number


@pytest.mark.parametrize("lang", LANGS)
def test_prose_names_the_profiles_by_their_display_names(lang: str) -> None:
    """Lesson 10's prose and the glossary name the profiles by their display names, never
    by their codes "labsk", "wikihow" (code in backticks, `preset("labsk")`, keys and the
    labsk.net address keep the code)."""
    texts = [lesson(lang, 10), GLOSSARY[lang].read_text("utf-8")]
    found = []
    for text in texts:
        text = re.sub(r"`[^`]*`|\"labsk\"|\"wikihow\"|key=\"[^\"]*\"|labsk\.net", "", text)
        found += re.findall(r".{20}\b(?:labsk|wikihow)\b.{20}", text)
    assert not found, found
