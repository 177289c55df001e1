"""Word lists, round 23: a union or a party membership said of someone else, as a term.

Said of a colleague, a named employee or a relative, union and party membership is written with a place or a role more
than with a verb: "Василь і Тетяна — у профспілці", "Ирина и Олег состоят в профсоюзе", "Helen and Joe are both union
reps", "pani Halina jest w zarządzie zakładowej Solidarności", "Herr Yilmaz ist im Betriebsrat". These are TERMS (the
tier that needs a person in the sentence - "my", a relative, a named person, third_persons.py - and no question or
hedge): "Union members get a discount" and "Is Ana in the union?" stay green.
"""
from __future__ import annotations

BELIEFS_TERMS = [
    # Ukrainian and Russian: in the union, its members
    "у профспілці", "в профспілці", "членом профспілки", "члени профспілки", "член профспілки", "профспілковий активіст*",
    "в профсоюзе", "состоит в профсоюзе", "состоят в профсоюзе", "членом профсоюза", "члены профсоюза", "член профсоюза",
    "членом партії", "член партії", "члени партії", "членом партии", "член партии", "члены партии",
    # English
    # (with their verb: "our union reps negotiated a raise" is the workplace's, not anyone's membership)
    "is a union rep", "are union reps", "are both union reps", "is a union member", "are union members",
    "are both union members", "is a shop steward", "are shop stewards", "is a party member", "are party members",
    "is a paid-up member", "is in the union", "are in the union", "are both in the union",
    # Polish
    "w zarządzie solidarności", "w zarządzie zakładowej solidarności", "w zarządzie związku", "w związku zawodowym",
    "członkiem związku", "członkami związku", "członkiem solidarności", "członkami solidarności", "członkiem partii",
    "członkami partii", "w komisji zakładowej",
    # German
    "in der gewerkschaft", "gewerkschaftsmitglied*", "im betriebsrat", "parteimitglied*", "in der partei",
    # Spanish
    "en el sindicato", "afiliad* al sindicato", "delegad* sindical*", "enlace sindical", "afiliad* al partido",
    "militante* del partido",
    # French
    "au syndicat", "syndiqué*", "délégué* syndica*", "adhérent* du parti", "encarté*",
]
