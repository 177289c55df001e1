"""Violence against the writer, a friend or a relative told in the forms the rules did not read (round 31, rfin):
"Муж поднимает на меня руку, когда выпьет", "mon amie Sabrina est frappée par son copain", "moja przyjaciółka Aneta
jest bita przez męża", "mein Schwager schlägt Oma Gertrud".

The vocabulary reads a blow in the active voice with the writer as its object ("my husband hits me", "муж бьёт
меня"); kin_abuse.py reads a third person's partner acting on her ("her husband pushes her around"). Three forms
escaped both, in en, pl, de, es, fr, uk and ru:
- IDIOM: raising a hand to someone ("raises his hand to me", "поднимает на меня руку", "podnosi na mnie rękę", "lève la
  main sur moi", "me levanta la mano", "erhebt die Hand gegen mich") with the writer or someone of the writer's as its
  object;
- PASSIVE: the victim as the subject and the blow in the passive or a reflexive ("is beaten by", "est frappée par",
  "jest bita przez", "wird von ihrem Mann geschlagen", "es maltratada por", "se fait frapper par"), or, in Ukrainian and
  Russian, the victim's pronoun before the verb ("її б'є чоловік", "её бьёт муж"), the victim the writer or a friend
  or relative of the writer's (kin_abuse.py's confidants);
- KIN ACTS: the writer's relative or partner as the subject of a blow on a person ("mein Schwager schlägt Oma
  Gertrud", "my stepdad hits my little brother", "mi cuñado pega a mi hermana", "мой отчим бьёт маму"): a kin word
  with a possessive, then the verb, then a person (a kin word, a pronoun, a name in capitals).
Green limits: the news, fiction, a topic in general (lived_acts' NOT_ANYONES, SAMPLE), a negation before the blow, a
game or a sport ("beats me at chess", "schlägt mich beim Schach"), German "schlägt ... vor" (proposes), a raised hand
in a class or a vote; a suspicion is left to unsettled.py and hearsay.py afterwards (yellow).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.kin_abuse import CONFIDANT
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.lived_acts import NOT_ANYONES
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_REASON = "intimate or private life"


_ME = r"(?:me|us|mich|uns|moi|nous|mnie|nas|мене|нас|меня)"
_HER = (r"(?:her|him|them|sie|ihn|elle|lui|eux|ella|él|ellos|nią|niego|nich|неї|нього|них|неё|нее|него|"
        r"(?:my|mein\w*|mi|mis|mon|ma|mes|moj\w*|mój|мою|мого|мою|моего|мою|маму|мать|жену|дружину|сестру|дочь|доньку|"
        r"\w+)(?: \w+)?)")
_IDIOM = folded_compiled(
    r"(?<![\w'])(?:rais\w* (?:his|her|their|a) hands? (?:to|against|at|on) (?P<en>\w+)|"
    r"(?:поднима\w*|подня\w*|поднял\w*|підніма\w*|підійма\w*|підня\w*|підняв\w*|піднял\w*) (?:на (?P<ru1>\w+) )?рук\w*"
    r"(?: на (?P<ru2>\w+))?|"
    r"(?:podnosi\w*|podniósł|podniosła|podnieść|podnosił\w*) (?:na (?P<pl1>\w+) )?rękę(?: na (?P<pl2>\w+))?|"
    r"(?:lève|levé|lever|levait) la main sur (?P<fr>\w+)|"
    r"(?P<es>me|nos|le|te) (?:\w+ )?(?:levanta|levantó|levantaba|ha levantado|levantado) la mano|"
    r"levant\w* la mano (?:a|contra) (?P<es2>\w+)|"
    r"(?:die )?hand gegen (?P<de>\w+) (?:\w+ )?(?:erhebt|erhoben|erhob|erheben))(?![\w'])")
_IDIOM_ME = folded_compiled(r"(?:me|us|mnie|nas|moi|nous|мене|меня|нас|mich|uns)")
_PASSIVE = folded_compiled(
    r"(?<![\w'])(?:"
    r"(?:is|was|gets|got|being|been|keeps getting) (?:\w+ ){0,2}?(?:beaten|hit|battered|abused|slapped|punched|kicked|"
    r"choked|strangled|assaulted|beaten up) (?:\w+ ){0,2}?by|"
    r"(?:est|était|a été|se fait|s'est fait|se faisait|été) (?:\w+ ){0,2}?(?:frappée?s?|battue?s?|violentée?s?|"
    r"maltraitée?s?|giflée?s?|tabassée?s?|frapper|battre|tabasser|gifler|cogner) (?:\w+ ){0,2}?par|"
    r"(?:jest|był|była|było|bywa|została?|zostaje|są) (?:\w+ ){0,2}?(?:bit[aey]?|bity|pobit[aey]?|pobity|"
    r"maltretowan\w*|katowan\w*|poniewieran\w*|uderzan\w*|bij\w*) (?:\w+ ){0,2}?przez|"
    r"(?:wird|wurde|werde|worden) (?:\S+ ){0,5}?(?:geschlagen|misshandelt|verprügelt|gewürgt|zusammengeschlagen)|"
    r"(?:es|fue|está siendo|ha sido|era|son|sido) (?:\w+ ){0,2}?(?:golpead[ao]s?|maltratad[ao]s?|pegad[ao]s?|"
    r"agredid[ao]s?) (?:\w+ ){0,2}?por|"
    r"(?:її|його|мене|нас|их|её|ее|его|меня) (?:\w+ )?(?:б'є|б'ють|побиває|лупцює|побив|побила|бьёт|бьет|бьют|"
    r"избивает|избил\w*|побил\w*|лупит|колотит)|"
    r"(?:ją|go|mnie|nas) (?:\w+ )?(?:bije|pobił\w*|popycha|szarpie|uderza|uderzył\w*|leje|katuje|dusi)|"
    r"(?:me|nos) (?:volvió a |ha vuelto a |vuelve a |volvio a )?(?:pegó|pegar|golpeó|golpea|golpear|ha pegado|ha golpeado)|"
    r"(?:сусідку|подругу|сестру|маму|доньку|дочку|бабусю|соседку|дочь|бабушку|тёщу|тещу|свекруху|"
    r"sąsiadkę|przyjaciółkę|siostrę|mamę|córkę|babcię) (?:\w+ )?(?:б'є|б'ють|побиває|лупцює|бьёт|бьет|бьют|избивает|"
    r"лупит|колотит|bije|leje|katuje)|"
    r"(?:мою|мого|моего|нашу|нашого|нашего|moją|mojego|naszą|naszego) \w+ (?:\w+ )?(?:б'є|б'ють|побиває|лупцює|бьёт|бьет|"
    r"бьют|избивает|лупит|колотит|bije|leje|katuje)|"
    r"(?:побита|побитий|избита|избит|побита) (?:\w+ )?(?:чоловіком|мужем|батьком|отцом|хлопцем|парнем|партнером))(?![\w'])")
_BLOW = (r"(?:hits|hit|beats|beat|slaps|slapped|punches|punched|kicks|kicked|chokes|choked|strangles|abuses|"
         r"schlägt|schlug|verprügelt|misshandelt|ohrfeigt|würgt|pega|pegó|golpea|golpeó|maltrata|maltrató|agrede|"
         r"frappe|a frappé|bat|battait|gifle|cogne|tabasse|maltraite|bije|pobił\w*|uderza|uderzył\w*|katuje|maltretuje|"
         r"leje|szarpie|б'є|побив|побила|лупцює|бьёт|бьет|избивает|избил\w*|побил\w*|лупит)")
_PERSON = (r"(?:her|him|them|me|us|sie|ihn|mich|uns|ją|go|mnie|nas|її|його|мене|нас|её|ее|его|"
           r"меня|a|" + KIN[KIN.index(r"(?:brother"):] + r"|"
           r"oma|opa|omi|mamie|papi|grand-mère|abuela|abuelo|babci\w*|dziadk\w*|бабус\w*|бабушк\w*|дідус\w*|дедушк\w*|"
           r"kids|children|kinder|niños|niñas|enfants|dzieci|дітей|детей|mamę|mamo|siostrę|córkę|żonę|matkę|brata|syna|"
           r"маму|мать|сестру|дочь|доньку|жену|дружину|сына|сина|брата|mutti|mama|mami|maman)")
_KIN_OBJECT = folded_compiled(r"(?!(?:her|him|them|me|us|sie|ihn|mich|uns|ją|go|mnie|nas|її|його|мене|нас|её|ее|его|меня|a)$)"
                  + _PERSON)
_KIN_ACT = folded_compiled(
    r"(?<![\w'])(?:my|our|mi|mis|nuestr[oa]|mon|ma|mes|notre|mein\w*|unser\w*|mój|moja|moj\w+|nasz\w*|мій|моя|мої|мого|"
    r"моєї|наш\w*|мой|моего|моей|мои)\s+(?:\w+\s+)?(?:step-?\w+|stief\w+|" + KIN[KIN.index(r"(?:brother"):]
    + r"|ojczym|macocha|вітчим|мачуха|отчим|мачеха|padrastro|madrastra|beau-père|belle-mère|boyfriend|girlfriend|ex|"
    r"freund|chłopak|парень|хлопець|novio|copain)(?:\s+\w+)?\s+(?P<blow>" + _BLOW + r")\s+(?P<obj>" + _PERSON + r")"
    r"(?![\w'])")
_GAME = folded_compiled(r"(?<![\w'])(?:at chess|at tennis|at cards|at poker|at pool|at darts|at (?:\w+ )?games?|in (?:\w+ )?games?|"
            r"record|score|beim|im schach|im tennis|im spiel|al ajedrez|al tenis|a las cartas|aux échecs|au tennis|aux cartes|"
            r"w szachy|w karty|w tenisa|w grze|szach\w*|na głowę|hands down|в шахмат\w*|в карт\w*|у шахмат\w*|в теніс|в теннис|в гр\w*|chess|schach|"
            r"ajedrez|échecs|szachy|шахмат\w*|tennis|ping-?pong|tischtennis|game|spiel|juego|jeu|gra|gr\w*|гр\w*|vor|"
            r"drum|drums|ball|pelota|balle|piłk\w*|м'яч\w*|мяч\w*|nail|nagel|clavo|clou|gwóźdź|цвях\w*|гвозд\w*|"
            r"the road|the gym|the books|the bottle|the jackpot|the roof|it off|eggs|eier|huevos|œufs|jajka|яйц\w*|"
            r"teig|masa|pâte|ciasto|тісто|тесто|rekord\w*|récord|рекорд\w*)(?![\w'])")
_NEGATION = folded_compiled(r"(?<![\w'])(?:not|never|n't|nicht|nie|nunca|jamais|ne|pas|не|ні|ніколи|никогда|kein\w*|no)(?![\w'])")
_GATE = gated(folded_compiled(
    r"(?<!\w)(?:hands?|рук\w*|rękę|main|mano|hand|beaten|hit|battered|abused|slapped|punched|kicked|choked|strangled|"
    r"assaulted|frapp\w*|battu\w*|battre|bat|battait|violenté\w*|maltrait\w*|gifl\w*|tabass\w*|cogn\w*|bit[aey]?|"
    r"pobit\w*|pobił\w*|maltretow\w*|maltretuje|katow\w*|katuje|poniewieran\w*|uderza\w*|uderzył\w*|bij\w*|leje|"
    r"szarpie|geschlagen|misshandelt|verprügelt|gewürgt|zusammengeschlagen|schlägt|schlug|ohrfeigt|würgt|golpe\w*|"
    r"golpeó|maltrat\w*|pega\w*|pegó|agred\w*|б'є|б'ють|побиває|лупцює|побив|побила|побит\w*|бьёт|бьет|бьют|"
    r"избива\w*|избил\w*|избит\w*|побил\w*|лупит|колотит|hits|beats|beat|slaps|punches|kicks|chokes|strangles|abuses|"
    r"pega|golpea|agrede|frappe|gifle|cogne|tabasse|maltraite|bije|popycha|dusi|pegar|golpear)(?!\w)"))


def _negated(low: str, start: int, at: int) -> bool:
    return _NEGATION.search(" ".join(low[start:at].split()[-3:])) is not None


def find_abuse_forms(t: str) -> list[Finding]:
    """A finding (intimate life) over the sentence of normalised `t` that tells violence against the writer, a friend
    or a relative in an idiom, the passive or a relative's act on a person (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    if not _GATE.search(low):
        return []
    if any(not m.group().startswith(("рассказал", "оповіда")) for m in NOT_ANYONES.finditer(low)) or SAMPLE.search(low):
        return []
    confidant = CONFIDANT.search(low) is not None
    for m in _IDIOM.finditer(low):
        start, end = stop_bounds(low, m.start(), m.start())
        if _negated(low, start, m.start()):
            continue
        objs = [g for g in m.groups() if g]
        kin = any(_KIN_OBJECT.fullmatch(g) for g in objs)  # "поднимал руку на маму": the writer's relative
        if any(_IDIOM_ME.fullmatch(g) for g in objs) or (objs and confidant) or kin:
            return [Finding(Kind.RELATIONSHIP, _REASON, start, end)]
    for m in _PASSIVE.finditer(low):
        start, end = stop_bounds(low, m.start(), m.start())
        if _negated(low, start, m.start()) or _NEGATION.search(m.group()) or _GAME.search(low, m.end(), end):
            continue
        if m.group().startswith(("me ", "nos ")) and low[max(0, m.start() - 3):m.start()] == "se ":
            continue  # "se me pegó el arroz": stuck, not hit
        if m.group().startswith(("me ", "nos ")) and re.match(r"\s+(?:el|la|los|las|lo|un|una|su|sus|mi|mis)\s+(?!paliza|"
                                                               r"bofetada|golpe|puñetazo|patada|tortazo|guantazo)",
                                                               low[m.end():]):
            continue  # "me ha pegado el resfriado mi hijo": a cold caught, not a blow
        own = m.group().startswith(("me ", "nos ", "mnie ", "сусідку", "подругу", "сестру", "маму", "доньку", "дочку",
                                    "бабусю", "соседку", "дочь", "бабушку", "sąsiadkę", "przyjaciółkę", "siostrę",
                                    "mamę", "córkę", "babcię", "мою", "мого", "моего", "нашу", "нашого", "нашего", "moją", "mojego", "naszą", "naszego"))
        if confidant or own or re.search(r"(?<![\w'])(?:i|i'm|ich|je|j'|yo|ja|я|мене|меня)(?![\w'])", low[start:m.start() + 6]):
            return [Finding(Kind.RELATIONSHIP, _REASON, start, end)]
    for m in _KIN_ACT.finditer(low):
        start, end = stop_bounds(low, m.start(), m.start())
        if _negated(low, m.start(), m.start("blow")) or _GAME.search(low, m.start("blow"), end):
            continue
        obj = m.group("obj")
        if m.group("blow").startswith("beat") and re.match(r"\s+at\s", low[m.end():]):
            continue  # "my sister beat me at Scrabble": a game
        if obj == "a" and not m.group("blow").startswith(("pega", "peg", "golpe", "maltrat", "agrede")):
            continue  # ("a" is the Spanish personal object marker: "pega a la abuela"; "hits a wall" is no one)
        return [Finding(Kind.RELATIONSHIP, _REASON, start, end)]
    return []
