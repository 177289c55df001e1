"""Round 51 (rhealth): a disability said in passing by the wheelchair - "I'm a wheelchair user (spinal injury 2019), does
the council pay for a ramp", "jestem na wózku od wypadku", "voy en silla de ruedas desde el accidente", "я на візку після
травми хребта", "mi padre usa silla de ruedas", "mama porusza się na wózku".

The vocabulary holds the wheelchair's words but reads them as a condition only with its own verbs; a writer who asks
about a ramp, a flat or a council grant says it in a subject frame the vocabulary does not list. In the seven languages:
the writer or a relative as the subject of being in, using or moving in a wheelchair ("I'm a wheelchair user", "I use a
wheelchair", "my dad is in a wheelchair", "jestem na wózku", "poruszam się na wózku", "ich sitze im Rollstuhl", "ich bin
Rollstuhlfahrerin", "voy/estoy en silla de ruedas", "uso silla de ruedas", "je suis en fauteuil", "я на візку",
"пересуваюся на візку", "я на инвалидной коляске", "передвигаюсь на коляске").
Green limits: a person in a wheelchair in general ("Як облаштувати квартиру, щоб людина на візку могла ..."), access
questions ("Is the museum accessible to wheelchair users?"), a forklift ("na wózku widłowym"), a pram, a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.health_consequences import EXAMPLE
from app.core.memory.privacy.detector.sentence_scope import sentence_matches, stop_finding

_REASON = "health information"

# a relative as the subject (the writer's possessive before a kin word)
_KIN = (r"(?:my|our) (?:dad|father|mum|mom|mother|son|daughter|husband|wife|partner|brother|sister|grandma|grandpa|"
        r"granddad|grandmother|grandfather)|"
        r"(?:mój |moja |moj )?(?:tata|ojciec|mama|matka|syn|córka|mąż|żona|brat|siostra|babcia|dziadek)|"
        r"(?:mein|meine) (?:vater|papa|mutter|mama|sohn|tochter|mann|frau|bruder|schwester|oma|opa)|"
        r"mi (?:padre|papá|madre|mamá|hijo|hija|marido|mujer|hermano|hermana|abuela|abuelo)|"
        r"(?:mon|ma) (?:père|mère|fils|fille|mari|femme|frère|sœur|soeur|grand-mère|grand-père)|"
        r"(?:мій |моя )?(?:тато|батько|мама|син|донька|чоловік|дружина|брат|сестра|бабуся|дідусь)|"
        r"(?:мой |моя )?(?:папа|отец|мама|сын|дочь|муж|жена|брат|сестра|бабушка|дедушка)")
_USER = _lazy(
    r"(?<![\w'])(?:"
    r"(?:i'm|i am|im) (?:a (?:full-time |part-time )?wheelchair user|in a wheelchair|wheelchair-bound|wheelchair bound)|"
    r"i (?:use|rely on) a wheelchair|(?:" + _KIN + r") (?:is|has been) (?:a wheelchair user|in a wheelchair|"
    r"wheelchair-bound)|(?:" + _KIN + r") (?:uses|relies on) a wheelchair|"
    r"(?:jestem|byłam|byłem) na wózku(?: inwalidzkim)?(?! widłow)|poruszam się na wózku|(?:" + _KIN + r") "
    r"(?:jest na wózku|porusza się na wózku|jeździ na wózku)(?! widłow)|"
    r"ich (?:sitze|bin) (?:\w+ ){0,3}?im rollstuhl|ich bin (?:auf (?:den|einen) rollstuhl angewiesen|"
    r"rollstuhlfahrer\w*)|(?:" + _KIN + r") (?:sitzt (?:\w+ ){0,3}?im rollstuhl|ist rollstuhlfahrer\w*)|"
    r"(?:voy|estoy|ando|me muevo) en silla de ruedas|(?:uso|necesito) (?:una )?silla de ruedas|"
    r"(?:" + _KIN + r") (?:va|está|anda|se mueve) en silla de ruedas|(?:" + _KIN + r") usa (?:una )?silla de ruedas|"
    r"je suis en fauteuil(?: roulant)?|je me déplace en fauteuil|(?:" + _KIN + r") est en fauteuil(?: roulant)?|"
    r"я (?:на візку|на інвалідному візку|пересуваюся на візку|користуюся візком)|пересуваюся на (?:інвалідному )?візку|"
    r"(?:" + _KIN + r") (?:на (?:інвалідному )?візку|пересувається на (?:інвалідному )?візку)|"
    r"я (?:на инвалидной коляске|передвигаюсь на коляске)|передвигаюсь на (?:инвалидной )?коляске|"
    r"(?:" + _KIN + r") (?:на инвалидной коляске|передвигается на (?:инвалидной )?коляске))(?![\w'])")


def find_wheelchair_users(t: str) -> list[Finding]:
    """A health finding over normalised `t`'s sentence where the writer or a relative uses a wheelchair (see the
    module's doc)."""
    for low, m, a, b in sentence_matches(_USER, t):
        if EXAMPLE.search(low, a, b):
            continue
        return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
    return []
