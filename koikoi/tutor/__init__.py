"""koikoi.tutor: the teaching logic, pure Python like the engine it asks.

- :mod:`koikoi.tutor.checks`: exercise checkers that explain a wrong answer in words;
- :mod:`koikoi.tutor.puzzles`: scoring puzzles (curated and generated), traps, breakdowns;
- :mod:`koikoi.tutor.coach`: ranked moves, hints and end-of-round reviews;
- :mod:`koikoi.tutor.progress`: the learner's saved progress (a JSON file that outlives
  the notebook); :mod:`koikoi.tutor.course`: the course outline (lesson titles).

Every rule they explain is asked of the engine (:mod:`koikoi`), never restated here.
"""
