"""What reader 13 (fresh readers of the saved lessons, issue 23: one thing, one name) found in
the lesson sources, held in both languages: the deal is said one way («de N en N», "N cards
at a time"), in lesson 4's answer and in lesson 10's other houses too, and a captured pile
is called a pile, as the table now titles it."""

from __future__ import annotations

OLD_DEAL = {
    "en": r"\b(?:two|\d+) at a time\b|\bbatches of two\b",
    "es": r"\bcartas? (?:cada vez|de una vez)\b|\bde dos en dos\b|\b\d+ (?:a la vez|de una vez)\b",
}
OLD_PILE = {"en": r"\b(?:your|opponent's) captures\b", "es": r"\b(?:tus|sus) capturas\b"}


ANSWER = {
    "en": "**Answer: non-dealer, field, dealer.** The dealer gives out 2 cards at a time: to the",
    "es": "**Respuesta: el otro jugador, mesa, quien reparte.** Quien reparte da las cartas de "
    "2 en 2: al otro jugador",
}
QUESTION = {
    "en": "The dealer gives out 2 cards at a time. In which order do the batches go?",
    "es": "Quien reparte da las cartas de 2 en 2. ¿En qué orden van las tandas?",
}


OTHER_HOUSES = {
    "en": ("LaBSK deals {labsk} cards at a time", "the Spanish Wikipedia {wiki} cards at a time"),
    "es": ("LaBSK, de {labsk} en {labsk}", "Wikipedia en español, de {wiki} en {wiki}"),
}


BOXES = {
    "en": "in two boxes: your opponent's pile on top, yours below",
    "es": "los dos **montones**, las cartas que cada jugador captura",
}
