"""A faith or an ethnic minority stated in one word, the writer's (round 30, rdisc): "Я чеченец", "ich bin übrigens
Jüdin und halte Schabbat", "im jewish lol", "jestem przecież Żydem", "je suis d'ailleurs musulmane", "я вообще-то еврей".

The vocabulary reads "I'm Jewish", "ich bin Jude", "jestem Romką" when the noun follows the copula; a particle between
them ("übrigens", "przecież", "d'ailleurs", "вообще-то", "тоже", "ж"), an apostrophe dropped ("im"), or a noun missing
from its lists (Chechen, Ingush, Circassian) left the sentence green. The mechanism here: the first-person copula (en
"I'm / im / I am", pl "jestem", de "(ich) bin", es "soy", fr "je suis", uk/ru "я (є / —)"), up to two particles or
adverbs from a closed list, an optional article, and a person noun of a faith or a minority in its gender forms and
the cases a copula takes (Polish instrumental "Żydówką", "Czeczenem"; Ukrainian and Russian nominative and
instrumental). A negation is no particle ("I'm not Jewish", "nie jestem Romką" stay green), and a noun followed by a
hyphen or a word that makes it an attribute ("I'm Jewish-style cooking" is no one) is not read. A statement about a
group ("Muslims fast during Ramadan", "Чеченцы ...") has no first-person copula. Round 51 (rsens): a country's adjective
may stand before the minority ("I'm Romanian Roma", "I'm Turkish Kurdish", the letting set broad-zzz130).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_COPULA = (r"(?:i'm|im|i am|i’m|jestem|(?:ich )?bin|soy|(?:je )?suis|"
           r"(?<![\w'])я(?: є| есть| ведь| же| ж)?(?: —| -)?)")
_PARTICLE = (r"(?:actually|also|really|btw|by the way|myself|proudly|übrigens|auch|ja|eigentlich|selbst|doch|nämlich|"
             r"übrigens auch|też|przecież|właściwie|zresztą|sama|sam|również|akurat|también|además|de hecho|"
             r"en realidad|orgullosamente|aussi|d'ailleurs|en fait|moi-même|moi aussi|тоже|теж|також|вообще-то|"
             r"взагалі-то|взагалі|вообще|насправді|на самом деле|сам|сама|ж|же|ведь|по национальности|"
             r"за національністю|по вероисповеданию|за віросповіданням)")
_ARTICLE = r"(?:a|an|un|una|une|ein|eine|—|-)"
FAITH = (
    r"(?:muslim|muslima|muslimin|moslem|moslemin|muzułmanin\w*|muzułmank\w*|musulmán|musulmana|musulmane?|"
    r"мусульманин\w*|мусульманк\w*|jew|jewish|jude|jüdin|jüdisch|żyd|żydem|żydówk\w*|judío|judía|juif|juive|"
    r"єврей\w*|еврей\w*|иуде\w*|юде\w*|sikh|sikhin|sikhem|sij|сикх\w*|сікх\w*|hindu|hinduist\w*|hindú|hindou|hindoue|"
    r"індуїст\w*|индуист\w*|buddhist|buddhistin|buddyst\w*|budista|bouddhiste|буддист\w*|будист\w*|"
    r"mormon|mormonin|mormonem|mormonk\w*|mormón|mormona|mormone|мормон\w*|"
    r"jesidin|jeside|yazidi|jezydk\w*|jezyd\w*|yézidie?|yazidí|єзид\w*|езид\w*|"
    r"alevit\w*|alevi|alévie?|алевит\w*|ahmadi\w*|baha'i|bahai|bahá'í|"
    # (round 31) Christian denominations as person nouns: "бо я грекокатолик", "jestem katoliczką", "soy católica"
    r"catholic|katolik\w*|katoliczk\w*|grekokatolik\w*|katholik\w*|katholikin|católic[oa]|catholique|"
    r"(?:греко-?)?католик\w*|(?:греко-?)?католичк\w*|православн\w*|prawosławn\w*|baptist\w*|baptyst\w*|баптист\w*|"
    r"adventist\w*|adwentyst\w*|адвентист\w*|quaker|mennonit\w*|меноніт\w*|amish)")
_MINORITY = (
    r"(?:roma|romni|romnja|rom|romem|romk\w*|cygan\w*|gitan[oa]|gitane?|tzigane|manouche|ром|ромка|ромкою|ромом|"
    r"циган\w*|цыган\w*|sinto|sintiza|sintez\w*|jenische[rn]?|"
    r"chechen|tschetschene|tschetschenin|czeczen\w*|checheno|chechena|tchétchène|чеченець|чеченка|чеченкою|"
    r"чеченцем|чеченец|чеченкой|"
    r"ingush|inguschin|ingusche|ingusz\w*|ingusetio|ingouche|інгуш\w*|ингуш\w*|"
    r"circassian|tscherkesse|tscherkessin|czerkies\w*|circasian[oa]|tcherkesse|черкес\w*|"
    r"kurd|kurdish|kurdin|kurde|kurdo|kurda|kurdem|kurdyjk\w*|курд|курдка|курдянка|курдом|курдкой|курдянкою|"
    r"uyghur|uigur\w*|ujgur\w*|ouïghour\w*|уйгур\w*|"
    r"crimean tatar|krimtatar\w*|tatar\w*|кримськ\w* татар\w*|крымск\w* татар\w*|татарин\w*|татарк\w*|"
    r"lemko|łemk\w*|лемк\w*|berber\w*|bereber|kabyle|amazigh|rohingya|hazara|gypsy)")
_STATEMENT = re.compile(fold_letters(
    r"(?<![\w'’])(?<!nie )(?<!no )" + _COPULA + r"\s+(?:" + _PARTICLE + r",?\s+){0,2}(?:" + _ARTICLE + r"\s+)?"
    r"(?:(?P<faith>" + FAITH + r")|(?:[a-z]+(?:ian|ish|ak|an) )?(?P<minority>" + _MINORITY + r"))(?![\w'’-])(?!\s+(?:style|food|cuisine|restaurant|"
    r"music|film|movie|joke|community centre|küche|essen|kuchnia|comida|cuisine|кухн\w*))", True))
_GATE = gated(re.compile(fold_letters(r"(?<![\w'])(?:" + FAITH + r"|" + _MINORITY + r")(?![\w'])", True)))


def find_self_identities(t: str) -> list[Finding]:
    """A finding (beliefs or ethnicity) over the sentence of normalised `t` where the writer states a faith or a
    minority with a first-person copula (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    m = _STATEMENT.search(low)
    if m is None:
        return []
    a = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
    b = m.end()
    while b < len(low) and low[b] not in ".!?\n":
        b += 1
    begin = after_spaces(t, a, b)
    if m.group("faith"):
        return [Finding(Kind.BELIEFS, "religion, politics or union membership", begin, b)]
    return [Finding(Kind.ETHNICITY, "ethnic origin", begin, b)]
