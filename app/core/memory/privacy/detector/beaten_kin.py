"""A relative or a friend beaten or abused by their partner, told in the passive or with the victim first (round 36,
rlegal): "Siostra, Marta, jest bita przez męża", "Meine Tante wird seit Jahren von ihrem Mann geschlagen", "Lucía es
maltratada por su marido", "Claire est battue par son mari", "Сестру б'є чоловік", "Таню бьёт муж".

kin_abuse.py reads the abuser first ("her husband pushes her around") in a message that names the writer's confidant;
the passive puts the victim first and the abuser after "by" / "przez" / "von" / "por" / "par", and Ukrainian and
Russian put the victim in the accusative before the verb and the abuser after it. Polish, Ukrainian and Russian drop
"my" before one's own sister ("Siostra jest bita"), and a relative is often named in apposition ("Siostra, Marta,").
Here, in en, pl, de, es, fr, uk and ru: a relative or friend (a kin noun, with or without a possessive or a name in
apposition) or a person's name (a capitalised word, not a pronoun), then within a few words a passive blow or abuse
(beaten, hit, abused, geschlagen, misshandelt, maltratada, battue, bita, maltretowana; б'є, бьёт) with a partner or a
parent as the agent (her husband, przez męża, von ihrem Mann, por su marido, par son mari; чоловік, муж).
Green limits: a negation before the verb ("is never hit by"), fiction, the news and schoolwork (a novel's Marta, an
article), a blow in a game or a sport (the agent must be a partner or a parent, not a rival or a team), a pronoun as
the victim ("she is beaten by her husband" in a story nobody names).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.family_cases import NOT_OWN
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_REASON = "intimate or private life"

# the cheap gate: the blow's or the abuse's own word (every _BEATEN alternative holds one)
_GATE = word_gate("beaten", "hit", "abused", "battered", "assaulted", "slapped", "punched", "kicked", "choked",
                  "strangled", "raped", "geschlagen", "verprügelt", "misshandelt", "gewürgt", "vergewaltigt",
                  "missbraucht", "golpead", "maltratad", "pegad", "agredid", "violad", "abusad", "battu", "frapp",
                  "maltrait", "violée", "violee", "tabass", "bita", "bity", "maltretowan", "katowan", "gwałcon", "gwalcon",
                  "dręczon", "dreczon",
                  # (uk, ru: the abuser's word - "б'є" has no key of two letters)
                  "чоловік", "хлопець", "співмешканець", "колишній", "батько", "вітчим", "муж", "парень", "сожитель",
                  "бывший", "отец", "отчим")

_NAME = r"(?P<name>[^\W\d_]+)"
_KIN = (r"(?:sister|brother|mum|mom|mother|daughter|son|aunt|cousin|niece|friend|best friend|schwester|mutter|tochter|"
        r"tante|cousine|nichte|freundin|bruder|sohn|hermana|madre|hija|tía|prima|sobrina|amiga|hermano|hijo|sœur|soeur|"
        r"mère|fille|tante|cousine|nièce|amie|frère|fils|siostra|mama|matka|córka|ciocia|kuzynka|siostrzenica|bratanica|"
        r"przyjaciółka|brat|syn)")
_KIN_ACC = r"(?:сестру|маму|матір|доньку|дочку|тітку|подругу|брата|сина|мать|дочь|тётю|тетю|сына)"
_MY = r"(?:(?:my|meine|mein|mi|ma|mon|moja|mój|моя|мою|мого|мою|мою)\s+)?"
_APPOSED = r"(?:,?\s+[^\W\d_]+,?)?"
# the victim: a relative or friend (nominative; Ukrainian and Russian accusative), or a name
_SUBJ = r"(?:" + _MY + r"(?:" + _KIN + "|" + _KIN_ACC + r")" + _APPOSED + r"|" + _NAME + r")"
_NOT = r"(?!(?:not|never|nie|nicht|nie|niemals|no|nunca|ne|jamais|не|ні|ни|нікол\w*|никогда)\b)"
_BEATEN = folded_lazy(
    r"(?<![\w'])" + _SUBJ + r" (?:"
    # en: "Kate is beaten by her husband", "my sister gets hit by her boyfriend"
    r"(?:is|was|gets|got|has been|is being|keeps getting|had been) (?:" + _NOT + r"\w+ )?(?:beaten|hit|abused|"
    r"battered|assaulted|slapped|punched|kicked|choked|strangled|raped)(?: \w+){0,2}? by (?:her|his|their) (?:\w+ )?"
    r"(?:husband|boyfriend|partner|wife|girlfriend|ex|fiancée?|father|dad|stepfather|stepdad|mother)|"
    # de: "meine Schwester wird von ihrem Mann geschlagen"
    r"(?:wird|wurde|ist) (?:" + _NOT + r"\w+ ){0,3}?von (?:ihrem|seinem|ihrer|seiner) (?:\w+ )?(?:mann|freund|"
    r"ehemann|partner|ex\w*|vater|stiefvater|frau|freundin) (?:" + _NOT + r"\w+ ){0,2}?(?:geschlagen|verprügelt|misshandelt|"
    r"gewürgt|vergewaltigt|missbraucht)|"
    # es: "Lucía es maltratada por su marido"
    r"(?:es|fue|está siendo|ha sido|era) (?:" + _NOT + r"\w+ )?(?:golpead[ao]|maltratad[ao]|pegad[ao]|"
    r"agredid[ao]|violad[ao]|abusad[ao]) por (?:su )?(?:\w+ )?(?:marido|esposo|novio|pareja|ex\w*|padre|padrastro|"
    r"mujer|novia)|"
    # fr: "Claire est battue par son mari"
    r"(?:est|a été|était|se fait) (?:" + _NOT + r"\w+ )?(?:battue?|frappée?|maltraitée?|violée?|tabassée?|"
    r"frapper|battre|tabasser) par (?:son|sa) (?:\w+ )?(?:mari|copain|conjoint|compagnon|ex|père|beau-père|femme|copine)|"
    # pl: "Siostra, Marta, jest bita przez męża"
    r"(?:jest|była|był|bywa) (?:" + _NOT + r"\w+ )?(?:bita|bity|maltretowan[ay]|katowan[ay]|gwałcon[ay]|"
    r"dręczon[ay]) przez (?:\w+ )?(?:męża|chłopaka|partnera|byłego|ojca|ojczyma|żonę|dziewczynę|partnerkę|konkubenta)|"
    # uk, ru: "Сестру б'є чоловік", "Таню бьёт муж"
    r"(?:" + _NOT + r"\w+ )?(?:б'є|бив|б'ють|били|ґвалтує|катує|побив|бьёт|бьет|бил|избивает|избил|"
    r"насилует) (?:\w+ )?(?:чоловік|хлопець|співмешканець|колишній|батько|вітчим|муж|парень|сожитель|бывший|отец|отчим)"
    r")(?![\w'])")
# what every _BEATEN match holds besides its gate's word, checked before it (its subject may be any capitalised word,
# tried at every word: the gate's "hit" opens on "white", "within", "GitHub")
_AGENT = folded_lazy(r" (?:by (?:her|his|their)|von (?:ihrem|seinem|ihrer|seiner)|por|par (?:son|sa)|przez) |"
                     r"(?:б'є|бив|б'ють|били|ґвалтує|катує|побив|бьёт|бьет|бил|избивает|избил|насилует) ")
# not a person's name: a pronoun, an article, a word that opens a sentence
_NOT_NAME = frozenset(
    "she he they it this that who which one someone somebody everyone a the sie er es jemand man ella él ellos alguien "
    "elle il ils on quelqu'un ona on oni ktoś вона він вони хтось она он они кто-то".split())


def find_beaten_kin(t: str) -> list[Finding]:
    """A finding (intimate life) over the sentence of normalised `t` where a relative, a friend or a named person is
    beaten or abused by their partner or parent (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'").replace("ʼ", "'")
    if _AGENT.search(low) is None:
        return []
    for m in _BEATEN.finditer(low):
        name = m.group("name")
        if name is not None:
            at = m.start("name")
            if name in _NOT_NAME or not t[at].isupper():
                continue
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        ends = [i for i in (low.find(c, m.end()) for c in ".!?\n") if i >= 0]
        end = min(ends) + 1 if ends else len(low)
        if NOT_OWN.search(low, start, end):
            continue
        chunk = t[start:end]
        begin = after_spaces(t, start, end)
        return [Finding(Kind.RELATIONSHIP, _REASON, begin, start + len(chunk.rstrip()))]
    return []
