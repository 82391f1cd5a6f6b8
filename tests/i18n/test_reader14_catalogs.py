"""What reader 14 (a fresh Spanish reader of the saved lessons, issue 23) found in the
catalogs: the month quiz sent the lightning 11p1 to a willow it does not show, tsuki-fuda was
also «combinación del mes», «la ronda termina sola» is a calque, lesson 4's title was
vague, and counts of brights were written in words."""

from __future__ import annotations
