"""Everything a lesson imports, in one place: ``from widgets.kit import *``.

Quizzes and exercises (:mod:`.quiz`), judgement exercises from real play
(:mod:`.judgement`), lesson helpers (:mod:`.lesson`), the course map and saved progress
(:mod:`.course`), the lesson's context: its store, score and language (:mod:`.context`,
made by ``start_lesson``; importing the kit builds no widget), the puzzle widget
(:mod:`.puzzle`), the card table and the apps built on it. Importing it gives every widget
a static picture in saved notebooks (:func:`widgets.static.install`).
"""

from widgets.apps.house_rules import (
    RecordedRound,
    pile_table_html,
    round_table,
    round_table_html,
    rules_label,
)
from widgets.apps.match_table import (
    MatchReplay,
    MatchTable,
    match_summary,
    scoreboard_html,
    summary_headers,
)
from widgets.apps.practice import OPPONENTS
from widgets.kit.context import LessonContext, lesson_context
from widgets.kit.course import (
    PRACTICE_GOAL,
    CourseMap,
    PracticeTable,
    course_map,
    reset_progress,
    start_lesson,
)
from widgets.kit.drill import DrillWidget, drill
from widgets.kit.fit import HouseRulesLab, RulesEditor
from widgets.kit.judgement import (
    answer_block,
    estimates_table,
    judgement_exercise,
    positions_table,
)
from widgets.kit.lesson import (
    HTML,
    DealStepper,
    LessonStepError,
    Picture,
    cards,
    cheat_sheet,
    deal_steps,
    html_table,
    month_table,
    require,
    round_flow,
    score_table,
    table_picture,
)
from widgets.kit.puzzle import PuzzleWidget
from widgets.kit.quiz import (
    CardPicker,
    Choice,
    PlayExercise,
    Scoreboard,
    SortingExercise,
    choice,
    pick_class,
    pick_month,
    score_card,
    which_class,
    which_month,
    which_ribbon,
)
from widgets.static import install as _install_static
from widgets.table.widget import TableWidget, scripted_opponent

_install_static()

__all__ = [
    "HTML",
    "OPPONENTS",
    "PRACTICE_GOAL",
    "CardPicker",
    "Choice",
    "CourseMap",
    "DealStepper",
    "DrillWidget",
    "HouseRulesLab",
    "LessonContext",
    "LessonStepError",
    "MatchReplay",
    "MatchTable",
    "Picture",
    "PlayExercise",
    "PracticeTable",
    "PuzzleWidget",
    "RecordedRound",
    "RulesEditor",
    "Scoreboard",
    "SortingExercise",
    "TableWidget",
    "answer_block",
    "cards",
    "cheat_sheet",
    "choice",
    "course_map",
    "deal_steps",
    "drill",
    "estimates_table",
    "html_table",
    "judgement_exercise",
    "lesson_context",
    "match_summary",
    "month_table",
    "pick_class",
    "pick_month",
    "pile_table_html",
    "positions_table",
    "require",
    "reset_progress",
    "round_flow",
    "round_table",
    "round_table_html",
    "rules_label",
    "score_card",
    "score_table",
    "scoreboard_html",
    "scripted_opponent",
    "start_lesson",
    "summary_headers",
    "table_picture",
    "which_class",
    "which_month",
    "which_ribbon",
]
