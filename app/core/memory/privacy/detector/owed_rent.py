"""Round 44 (rall): rent owed and pay garnished told by an idiom - the writer's, a relative's or a named friend's money
trouble where the debt vocabulary does not read it.

The money rules read "I'm behind on rent", "zalegam z czynszem", "j'ai trois mois de retard de loyer". The same
trouble is written with idioms they lack, and as often of a friend a card or a message is for: "Jens hängt seit vier
Monaten mit der Miete hinterher", "знаю, що він пів року винен за оренду", "мой брат должен за квартиру уже полгода",
"sé que lleva medio año con el sueldo embargado", "mon frère a des loyers impayés depuis janvier", "his wages are
being garnished". So: one of these idioms (hinterher / im Rückstand with the rent, Mietschulden; винен за оренду,
квартиру, комуналку; должен за аренду, квартиру; sueldo / nómina embargado; loyers impayés; rent arrears, wages
garnished) and a person whose it is in the message: the writer (a first-person word), a relative, a he or she, or a
person's capitalised name.
Green/yellow stay: a tenant owing the writer (a landlord's claim - owed_arrears.py keeps it green, as round 31
decided), a firm's arrears, the topic in general ("what happens when a tenant falls behind with the rent?"), a
hypothetical, a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.kin_conditions import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "personal finances"


_IDIOM = _rx(
    r"(?<![\w'-])(?:"
    r"(?:h[äa]ng\w*|hing\w*) (?:[\w'-]+ ){0,5}?mit (?:der|seiner|ihrer|meiner|unserer) miete (?:[\w'-]+ ){0,2}?hinterher|"
    r"mit (?:der|seiner|ihrer|meiner|unserer) miete (?:[\w'-]+ ){0,3}?(?:im r[üu]ckstand|hinterher|in verzug)|"
    r"mietschulden|mietr[üu]ckst[äa]nd\w*|"
    r"(?:винен|винна|винні|заборгува\w*) (?:[\w'-]+ ){0,3}?за (?:оренду|квартиру|комуналку|житло|опалення|світло|газ)|"
    r"(?:должен|должна|должны|задолжал\w*) (?:[\w'-]+ ){0,3}?за (?:аренду|квартиру|коммуналку|жиль[её]|отопление|свет)|"
    r"(?:sueldo|n[óo]mina|salario|pensi[óo]n) embargad[oa]|(?:le|les) (?:han |ha )?embarga(?:do|n|ron) (?:el sueldo|"
    r"la n[óo]mina|el salario|la pensi[óo]n|la cuenta)|"
    r"loyers? impay[ée]s?|retards? de loyers?|dettes? de loyers?|"
    r"rent arrears|behind (?:on|with) (?:the |his |her |their |my )?rent|(?:wages?|pay|salary) (?:is |are |being |got |"
    r"been ){0,2}garnished"
    r")(?![\w'-])"
)
_GATE = word_gate(
    "miete", "mietschulden", "mietrückst", "оренду", "квартиру", "комуналку", "житло", "опалення", "світло", "газ",
    "аренду", "коммуналку", "жилье", "жильё", "отопление", "свет", "embargad", "embarga", "loyer", "arrears", "rent",
    "garnished",
)
_PERSON = _rx(
    r"(?<![\w'-])(?:i|i'm|me|my|ich|mir|mich|mein\w*|ja|mi|mnie|m[óo]j|moja|я|мені|мене|мій|моя|мне|меня|мой|yo|je|j|"
    r"moi|mon|ma|he|she|his|her|er|sie|ihm|ihr|on|ona|jego|jej|він|вона|його|її|он|она|его|ее|её|él|ella|il|elle|"
    r"lui|friend|freund\w*|kumpel|kolega|kole[żz]ank\w*|przyjaci\w+|друг\w*|подруг\w*|amig[oa]s?|ami|amie|copain|"
    r"copine|сестра|брат|мама|тато|батько|мати|син|донька|дочка|папа|отец|мать|сын|дочь|"
    r"siostra|brat|mama|tata|syn|c[óo]rka|schwester|bruder|mutter|vater|sohn|tochter|hermana|hermano|madre|padre|"
    r"s(?:œ|oe)ur|fr[èe]re|m[èe]re|p[èe]re|sister|brother|mum|mom|dad|son|daughter)(?![\w'-])"
)
_TENANT = _rx(
    r"(?<![\w'-])(?:tenants?|lodgers?|mieter\w*|untermieter\w*|najemc\w*|lokator\w*|орендар\w*|квартирант\w*|"
    r"наймач\w*|арендатор\w*|жильц\w*|inquilin[oa]s?|locataires?|sous-locataire\w*|gmbh|ltd|s\.l\.|sarl|sp\. z o\.o\.|"
    r"тов|ооо)(?![\w'-])"
)
_IF = _rx(
    r"(?<![\w'-])(?:if|whether|suppose|what happens|wenn|falls|was passiert|je[śs]li|je[żz]eli|gdyby|si|qu[ée] pasa|"
    r"que se passe|якщо|що буде|если|что будет|"
    # a guess or a rumour: "Je crois avoir un retard de loyer", "Die Nachbarn sollen angeblich Mietschulden haben"
    r"i think|maybe|apparently|rumou?r\w*|heard|allegedly|angeblich|sollen|soll|vielleicht|glaube|chyba|podobno|mo[żz]e|"
    r"creo|dicen que|quiz[áa]s?|je crois|on dit|il para[îi]t|peut-[êe]tre|здається|кажуть|можливо|нібито|кажется|"
    r"говорят|возможно|якобы|"
    r"novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|персонаж\w*)(?![\w'-])"
)


def _named(text: str, a: int, b: int) -> bool:
    """Two capitalised words in a row in text[a:b] (a person's name as written: "Jens Ruppert", "Олегу Руденку")."""
    words = text[a:b].split()
    return any(w1[:1].isupper() and w2[:1].isupper() and w1[1:2].islower() and w2[1:2].islower()
               for w1, w2 in zip(words, words[1:]))


def find_owed_rent(text: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `text` telling rent owed or pay garnished by an idiom, the
    writer's, a relative's or a named person's (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _IDIOM.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if _TENANT.search(low) or _IF.search(low, a, b):
            continue
        if not (_PERSON.search(low, a, b) or KIN.search(low, a, b) or _named(text, 0, len(text))):
            continue
        return [Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)]
    return []
