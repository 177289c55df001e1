"""Round 44 (rall): a sham marriage for papers - the writer offered, planning or in a marriage or a registered
partnership whose point is a residence permit, a visa or papers, often for money.

An intimate life and an immigration status told together, and an offence: red when it is the writer's. Two ways it is
written, in en, pl, de, es, fr, uk, ru:
- THE NAME: "fake marriage", "sham marriage", "marriage of convenience", "Scheinehe", "fikcyjny ślub", "фиктивный
  брак", "фіктивний шлюб", "matrimonio de conveniencia", "boda falsa", "mariage blanc", with the writer in the sentence
  ("offered me", "ich soll", "proponuje mi", "мне предлагают", "me ofrecen", "on me propose", "we are planning");
- THE DEAL: a marriage or a partnership and papers (visa, residence card, Aufenthaltstitel, karta pobytu, вид на
  жительство, посвідка, los papeles, titre de séjour) and a deal (offered, proposes, for money, in exchange, a cambio
  de, contre, za ..., за гроші), the writer in the sentence: "Znajomy proponuje ślub, żebym dostała kartę pobytu",
  "Me ofrecen una pareja de hecho a cambio de 4.000 € para sacar los papeles".
Green/yellow stay: the topic asked in general ("How do they detect sham marriages?", "Is a marriage of convenience a
crime?"), a suspicion about others ("I think my neighbours' marriage is fake"), a film or a novel, a marriage and a
visa with no deal ("we married and I got my residence card").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"


_SHAM = _rx(
    r"(?<![\w'-])(?:(?:fake|sham|paper|bogus|fictitious|arranged) (?:marriage|wedding)|marriage of convenience|"
    r"green[- ]card marriage|scheinehe\w*|schein-ehe\w*|scheinheirat\w*|fikcyjn\w* (?:[śs]lub\w*|ma[łl][żz]e[ńn]stw\w*|"
    r"zwi[ąa]z\w*)|фиктивн\w* (?:брак\w*|свадьб\w*|замужеств\w*)|фіктивн\w* (?:шлюб\w*|весілл\w*)|"
    r"(?:matrimonio|boda|casamiento|pareja de hecho) (?:de conveniencia|fals[oa]|fictici[oa]|por papeles|por los papeles)|"
    r"mariage (?:blanc|gris|arrang[ée] pour les papiers|fictif|de complaisance)|pacs blanc|pacs de complaisance)(?![\w'-])"
)
_MARRY = (r"marry|marrying|married|marriage|wedding|civil partnership|heirat\w*|ehe|hochzeit|verpartner\w*|"
          r"[śs]lub\w*|o[żz]eni\w*|wyj[śs][ćc] za m[ąa][żz]|ma[łl][żz]e[ńn]stw\w*|брак\w*|свадьб\w*|жениться|"
          r"выйти замуж|расписаться|шлюб\w*|весілл\w*|одружи\w*|вийти заміж|розписатися|"
          r"casarme|casarnos|casarse|casar|me cas[ée]|nos casamos|casad[oa]|boda|matrimonio|pareja de hecho|mariage|m'?[ée]pouser|pacs|pacser|se marier")
_PAPERS = (r"visa|visas|residence (?:card|permit)|green card|leave to remain|settled status|papers|citizenship|"
           r"aufenthalt\w*|papiere|staatsb[üu]rgerschaft|karta pobytu|kart[ęey] pobytu|pobyt\w*|obywatelstw\w*|"
           r"papier[óo]w|вид\w* на жительство|внж|пмж|гражданств\w*|посвідк\w*|громадянств\w*|"
           r"papeles|residencia|permiso de residencia|nacionalidad|titre de s[ée]jour|papiers|carte de s[ée]jour|"
           r"nationalit[ée]")
_DEAL = (r"\d[\d\s.,]*\s?(?:€|£|\$|eur\w*|zł|zl|pln|usd|tys\w*|тис\w*|тыс\w*|грн|руб\w*|k)\b|[€£$]\s?\d|offer\w*|propos\w*|for money|in exchange|in return|wants? \S*\d|pays? me|paid me|bietet|angeboten|"
         r"gegen geld|f[üu]r geld|zahlt mir|proponuj\w*|zaproponowa\w*|za pieni[ąa]dze|za \d|chce za|p[łl]aci mi|"
         r"предлага\w*|предложил\w*|за деньги|за \d|заплат\w*|пропону\w*|запропонува\w*|за гроші|"
         r"me ofrec\w*|ofrecen|ofreci[óo]|a cambio|por dinero|me pag\w*|on me propose|m'a propos[ée]|contre \d|"
         r"contre de l'argent|pour de l'argent|me paie")
_GAP = r"(?:[^.!?\n]|(?<=\d)\.(?=\d)){0,90}?"  # (within the sentence; "4.000 €" holds a dot)
_DEAL_AT = _rx(
    r"(?<![\w'-])(?:" + _MARRY + r")(?![\w'-])" + _GAP + r"(?<![\w'-])(?:" + _PAPERS + r")(?![\w'-])"
    r"|(?<![\w'-])(?:" + _PAPERS + r")(?![\w'-])" + _GAP + r"(?<![\w'-])(?:" + _MARRY + r")(?![\w'-])"
)
_DEAL_WORD = _rx(r"(?<![\w'-])(?:" + _DEAL + r")")
_ME = _rx(
    r"(?<![\w'-])(?:i|me|my|we|us|our|ich|mir|mich|wir|uns|mi|mnie|ja|[żz]ebym|[żz]eby[śs]my|my|nam|nas|я|мне|меня|мы|"
    r"нам|нас|мені|мене|ми|me|yo|nos|je|j|m|moi|nous)(?![\w-])"
)
_HEDGE = _rx(
    r"(?<![\w'-])(?:if|whether|how do|how does|is it|think|suspect|heard|rumou?r\w*|wenn|falls|ob|wie|glaube|"
    r"je[śs]li|czy|jak|chyba|podobno|si|c[óo]mo|creo que|dicen que|comment|est-ce|je pense|on dit|якщо|чи|як|"
    r"здається|кажуть|если|ли|как|кажется|говорят|"
    r"novel\w*|story|film|movie|series|character\w*|roman\w*|powie[śs]\w*|serial\w*|novela|pel[íi]cula|personaje\w*|"
    r"personnage\w*|geschichte|персонаж\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*)(?![\w'-])"
)
_GATE = word_gate(
    "fake", "sham", "paper", "bogus", "fictitious", "arranged", "convenience", "green", "schein", "fikcyjn", "фиктивн",
    "фіктивн", "conveniencia", "falso", "falsa", "fictici", "papeles", "blanc", "gris", "fictif", "complaisance",
    "visa", "residence", "remain", "settled", "citizenship", "aufenthalt", "papiere", "staatsb", "pobyt",
    "obywatel", "papierów", "жительство", "внж", "пмж", "гражданств", "посвідк", "громадянств", "residencia",
    "nacionalidad", "séjour", "papiers", "nationalit",
)


def find_sham_marriage(text: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `text` telling the writer's sham marriage for papers
    (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for pattern in (_SHAM, _DEAL_AT):
        for m in pattern.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end())
            if _HEDGE.search(low, a, b) or not _ME.search(low, a, b):
                continue
            if pattern is _DEAL_AT and not _DEAL_WORD.search(low, a, b):
                continue
            return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(low, a, b), b)]
    return []
