"""A relative, a friend or a colleague named in apposition, a first name with a clipped verb, an identity stated as
"As a ..." (round 31, rhealth): "My dad, Peter, has just been diagnosed with Parkinson's, what should I ask?",
"У папы, Виктора, нашли рак простаты", "Mi suegro, Ismael, es musulmán practicante", "Amelia's on methylphenidate for
ADHD now", "As a gay man on PrEP, how often should I get tested?".

The rules read "My dad Peter has ...", "Mi suegro Ismael es ...", "Amelia is on ..." and "I'm a gay man on PrEP": the
commas around the name cut the kin word off the clause that tells (the clause analysis sees a clause with a name and
no owner), the clipped "'s" hides the verb, and "As a ..." has no copula. Here the message is rewritten into those
forms and read by the same finder (`find`, disclosures.find_disclosures), so the rules' own limits still hold (a topic,
a question in general, a negation, a rumour doubted):
- a kin or role word (six languages, the Russian and Ukrainian cases a name follows in), a comma, one to three
  capitalised words, a comma: the two commas are dropped;
- a capitalised first name at a sentence's start with "'s" before "on", "been", "got", "had", "taking", "having",
  "started": "'s" becomes " is" / " has";
- a relative or colleague named at a sentence's start, then a comma and a question or request: the told clause read
  alone ("my teammate Orla Bannister has stage 2 breast cancer, how do I cover her sprint tasks": work talk after it
  is about what the writer does next);
- a request whose reason is a first-person statement ("..., bo я грекокатолик", "— я член «Голосу»", "because I'm
  Muslim"): the reason read as a sentence of its own;
- a sentence opened by "As a" / "As an" / "Als" + adjective + noun / "En tant que" / "Jako" and a noun phrase up to
  its comma: read as "I'm a ..." on its own (the question after it is left out).

Round 51 (rspeed): `_APPOSITION` tests "(?=[\\w -]*,)" before its kin alternation - the same matches, a tenth
of the scan.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import caseless_gate, opens_caseless
from app.core.memory.privacy.detector.sentence_scope import after_spaces

KIN = (
    r"(?:mother|mom|mum|mommy|mummy|father|dad|daddy|papa|parents?|sister|brother|son|daughter|wife|husband|partner|"
    r"boyfriend|girlfriend|fianc[eé]e?|grand(?:mother|father|ma|pa|son|daughter)|nan|nana|granny|aunt|auntie|uncle|"
    r"nephew|niece|cousin|step(?:mother|father|mom|mum|dad|son|daughter|sister|brother)|\w+-in-law|friend|best friend|"
    r"flatmate|roommate|housemate|colleague|coworker|co-worker|teammate|boss|manager|neighbou?r|"
    r"mam[aąyieęo]|matk\w*|tat[aąyuoę]|tatuś\w*|ojc\w*|ojciec|siostr\w*|bra(?:t|ta|tu|tem|cie)|syn\w*|córk\w*|córce|"
    r"żon\w*|mąż|męż\w*|partner\w*|chłopak\w*|dziewczyn\w*|narzeczon\w*|babci\w*|babk\w*|dziad\w*|dziadk\w*|ciot\w*|"
    r"cioci\w*|wuj\w*|wujk\w*|kuzyn\w*|teś\w*|teści\w*|szwagr\w*|bratow\w*|przyjaciel\w*|przyjaciółk\w*|koleg\w*|"
    r"koleżank\w*|sąsiad\w*|szef\w*|"
    r"mutter|mama|vater|papa|schwester|bruder|sohn|tochter|frau|mann|ehemann|ehefrau|partner(?:in)?|freund(?:in)?|"
    r"oma|opa|großmutter|großvater|tante|onkel|cousin(?:e)?|neffe|nichte|schwieger\w*|schwager|schwägerin|"
    r"kolleg(?:e|in)|nachbar(?:in)?|chef(?:in)?|"
    r"madre|padre|mamá|papá|herman[oa]|hij[oa]|espos[oa]|marido|mujer|novi[oa]|pareja|abuel[oa]|tí[oa]|prim[oa]|"
    r"suegr[oa]|cuñad[oa]|sobrin[oa]|amig[oa]|mejor amig[oa]|compañer[oa](?: de (?:trabajo|piso|equipo))?|vecin[oa]|"
    r"jef[ea]|"
    r"mère|père|maman|frère|sœur|soeur|fils|fille|femme|mari|époux|épouse|copain|copine|compagnon|compagne|"
    r"conjointe?|grand-mère|grand-père|oncle|cousine?|neveu|nièce|beau-père|belle-mère|beau-frère|belle-sœur|"
    r"belle-soeur|ami|amie|meilleure? ami\w*|collègue|voisine?|"
    r"мам\w*|мат\w*|матер\w*|пап\w*|тат\w*|отец|отц\w*|батьк\w*|брат\w*|сестр\w*|син\w*|сын\w*|доч\w*|донь\w*|"
    r"дружин\w*|чолові\w*|муж\w*|жінк\w*|жен\w*|бабус\w*|бабушк\w*|дід\w*|дед\w*|дядь\w*|дяд\w*|тіт\w*|тет\w*|"
    r"свекр\w*|свекров\w*|тест\w*|тещ\w*|зят\w*|невістк\w*|невестк\w*|онук\w*|внук\w*|друг\w*|подруг\w*|колег\w*|"
    r"коллег\w*|сусід\w*|сосед\w*|начальни\w*)")
# a name: one to three capitalised words (Latin or Cyrillic), no digits
_NAME = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁЄІЇҐ][a-zà-öø-ÿąćęłńóśźżа-яёєіїґ'’-]+(?: [A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁЄІЇҐ][a-zà-öø-ÿąćęłńóśźżа-яёєіїґ'’-]+){0,2}"
# (round 51, rspeed: every character KIN matches is a word character, a space or a hyphen, and a comma follows it - the
# look-ahead "(?=[\w -]*,)" holds at every match's start; the engine tests it before KIN's two hundred alternatives at
# each word's start, where the scan cost ~200 us per chat turn with two commas and a capitalised word between them -
# the same matches, tests/core/memory/privacy/test_round51_rspeed.py)
_APPOSITION = re.compile(r"(?<![\w'])(?=[\w -]*,)(?i:" + fold_letters(KIN, True) + r")(,)\s+" + _NAME
                         + r"(,)\s+(?=[^\W\d_])")
# (round 36, speed: the letter before the comma read behind it, so that the engine scans for the comma alone instead of
# testing every character's category - the same texts match, a tenth of the time on chat turns with two commas)
_GATE_APPOSITION = re.compile(r",(?<=[^\W\d_],)\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁЄІЇҐ][^\W\d_]+(?: [^\W\d_]+){0,2},\s")

_CLIPPED = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))(?!(?:It|That|This|There|Here|He|She|What|Who|Where|When|How|Let|Everything|"
                      r"Nothing|Something|Everyone|Nobody|Somebody|Someone|Life|Work|Today|Mine|Yours)['’])([A-Z][a-z]+)['’]s (on|been|got|had|having|taking|started)(?!\w)")
# (every match of _CLIPPED holds this: a scan the engine starts only at an apostrophe, where _CLIPPED's look-behinds
# and exclusions run at every position of every message with "'s ")
_CLIPPED_GATE = re.compile(r"['’]s (?:on|been|got|had|having|taking|started)(?!\w)")
_CLIPPED_VERB = {"on": "is on", "been": "has been", "got": "has got", "had": "has had", "having": "is having",
                 "taking": "is taking", "started": "has started"}

_AS_A = re.compile(fold_letters(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:[Aa]s an?|[Aa]ls(?= [a-zäöü]+(?:er|e) [A-ZÄÖÜ])|[Ee]n tant que|[Jj]ako)\s+"
    r"([^\W\d_][^,.!?\n]{2,60}?)\s*,", True))
# (what a match of _AS_A opens with, at the message's start or after a sentence's end: scans the engine starts only at
# those characters, where _AS_A tries its look-behinds at every position)
_AS_A_FIRST = re.compile(r"(?:[Aa]s an?|[Aa]ls|[Ee]n tant que|[Jj]ako)\s")
_AS_A_LATER = re.compile(r"(?:[.!?]\s|\n)(?:[Aa]s an?|[Aa]ls|[Ee]n tant que|[Jj]ako)\s")
_AS_SELF = {"as": "I'm a ", "als": "ich bin ein ", "en": "je suis ", "jako": "jestem "}
# "As a X, ..." is the writer's identity only when the rest of the sentence speaks of the writer ("As a bisexual woman,
# how do I come out?", not "As a Catholic, what does one do on Ash Wednesday?") and X is no profession or field ("As a
# gay rights historian, what should I read?")
_WRITER_AFTER = re.compile(fold_letters(
    r"(?<![\w'])(?:i|i'm|im|i've|my|me|mine|ich|mich|mir|mein\w*|je|j'\w+|me|moi|mon|ma|mes|mnie|mi|mój|moja|moje|"
    r"mojego|mojej)(?![\w'])", True))
_PROFESSION = re.compile(fold_letters(
    r"(?<![\w'])(?:historian|researcher|scholar|scientist|activist|advocate|ally|writer|author|journalist|reporter|teacher|"
    r"professor|lecturer|student|doctor|nurse|therapist|counsell?or|psychologist|social worker|lawyer|priest|pastor|"
    r"volunteer|organi[sz]er|editor|blogger|historiker\w*|forscher\w*|aktivist\w*|lehrer\w*|journalist\w*|ärzt\w*|"
    r"arzt|historien\w*|chercheu\w*|militant\w*|enseignant\w*|professeur\w*|journaliste|médecin|infirmi\w*|"
    r"historyk\w*|badacz\w*|aktywist\w*|nauczyciel\w*|dziennikar\w*|lekarz\w*|pielęgniar\w*)(?![\w'])", True))


# a named relative or colleague opening a sentence, then a clause break and a question or a request: the told clause
# read alone ("my teammate Orla Bannister has stage 2 breast cancer, how do I cover her sprint tasks": the sprint is
# work talk about what the writer does next, not about the condition)
_NAMED_OPEN = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))(?i:(?:my|our|mój|moja|moje|mein|meine|unser|unsere|mi|nuestr[oa]|"
                         r"mon|ma|notre|мій|моя|мой|у|в)\s+(?:\w+\s+)?" + fold_letters(KIN, True) + r")[,]?\s+" + _NAME
                         + r"(?![\w'’])")
_ASK_AFTER = re.compile(fold_letters(
    r",\s+¿?(?:how|what|which|can you|could you|should i|jak|czy|jakie|jaki|wie|welche|soll ich|kannst du|cómo|qué|"
    r"debo|puedo|comment|quoi|quelles?|dois-je|est-ce|як|чи|які|яке|как|какие|какой|можно)(?!\w)", True), re.IGNORECASE)


# a request whose reason is a first-person statement: "Напиши прохання про вихідний на Великдень, бо я грекокатолик і
# співаю в церковному хорі", "Склади заяву про вихід із партії — я член «Голосу»", "Write to my boss that I need Friday
# off because I'm Jewish and it's Yom Kippur": the reason read as a sentence of its own
_BECAUSE = (r"(?<![\w'])(?:because|bo|ponieważ|gdyż|weil|denn|porque|ya que|parce que|car|puisque|бо|адже|тому що|оскільки|"
            r"ибо|потому что|так как)")
_REASON_SELF = r"\s+(?=(?:i|i'm|i am|ich|ja|jestem|yo|soy|je|j'|я|мы|ми|we)(?![\w']))"
_REASON = re.compile(fold_letters(r"(?:" + _BECAUSE + r"|,?\s+[—–])" + _REASON_SELF, True), re.IGNORECASE)
# (a match is a conjunction's or follows a dash, and a dash is no ASCII character: an ASCII message holds one of the
# conjunctions as a word, or `_REASON` cannot match it - gates.caseless_gate; the scan read every LoCoMo turn, ~35 us)
_REASON_GATE = caseless_gate(re.compile(fold_letters(_BECAUSE + _REASON_SELF, True), re.IGNORECASE))


# a party joined, named by its name: "я член «Голосу»", "jestem członkiem Razem", "ich bin Mitglied bei Volt", "soy
# afiliado de Sumar", "je suis adhérent de Renaissance", "I'm a member of Reform" - in a message that names a party
_MEMBER = re.compile(fold_letters(
    r"(?<![\w'])(?i:i'?m a (?:paid-up |card-carrying )?member of|i am a member of|я (?:є )?член\w*|я (?:є )?членкин\w*|"
    r"jestem członki\w*|jestem członkiem|ich bin (?:seit \w+ )?mitglied (?:bei|in|der|von)|soy (?:militante|afiliad[oa]|"
    r"miembro) (?:de|del)|je suis (?:membre|adhérente?|militante?) (?:de|du|d')|я состою в)(?![\w'])\s*"
    r"(?:the |der |die |del |de la |du |la |le )?[«\"„“']?[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁЄІЇҐ]", True))
_PARTY = re.compile(r"(?<!\w)(?:political part(?:y|ies)|[Tt]he party|party (?:membership|card|conference|leader\w*|members?)|"
                    r"[A-Z]\w+ Party|(?i:parti[aeiąę]|partii|partei\w*|partido\w*|(?:le|un|du|au|ce|mon) parti|parti politique|"
                    r"парті\w*|парти\w*))(?!\w)")


def _rewrite(t: str) -> str:
    out = t
    if out.count(",") > 1 and _GATE_APPOSITION.search(out):  # (its match holds two commas)
        cut = [i for m in _APPOSITION.finditer(out) for i in (m.start(1), m.start(2))]
        if cut:
            out = "".join(c for i, c in enumerate(out) if i not in set(cut))
    if ("'s " in out or "’s " in out) and _CLIPPED_GATE.search(out):
        out = _CLIPPED.sub(lambda m: f"{m.group(1)} {_CLIPPED_VERB[m.group(2)]}", out)
    return out


def find_appositions(t: str, find: Callable[[str], list[Finding]]) -> list[Finding]:
    """Findings over normalised `t` for a disclosure about a person named in apposition or with a clipped verb, or an
    identity stated as "As a ..." (see the doc); `find` reads a text with the disclosure rules."""
    variant = _rewrite(t)
    if variant != t:
        found = find(variant)
        if found:
            stripped = t.rstrip()
            lead = len(stripped) - len(stripped.lstrip())
            return [Finding(found[0].kind, found[0].reason, lead, len(stripped))]
    low_t = t.lower()
    # every party word holds "part" or "парт" in lower case: a substring test spares most messages the scan
    if ("part" in low_t or "парт" in low_t) and _PARTY.search(t):
        member = _MEMBER.search(t)
        if member is not None:
            a = max(t.rfind(c, 0, member.start()) for c in ".!?\n") + 1
            end = member.end()
            while end < len(t) and t[end] not in ".!?\n":
                end += 1
            begin = after_spaces(t, a, end)
            return [Finding(Kind.BELIEFS, "religion, politics or union membership", begin, end)]
    for why in (_REASON.finditer(t) if opens_caseless(t, _REASON_GATE) else ()):
        end = why.end()
        while end < len(t) and t[end] not in ".!?\n":
            end += 1
        found = find(t[why.end():end] + ".")
        if found:
            return [Finding(found[0].kind, found[0].reason, why.end(), end)]
    if "," in t:
        # (a named opening counts only with a question after it: no question in the message, no scan for the opening)
        named = _NAMED_OPEN.search(t) if _ASK_AFTER.search(t) is not None else None
        if named is not None:
            ask = _ASK_AFTER.search(t, named.end())
            if ask is not None:
                found = find(_rewrite(t[:ask.start()]) + ".")
                if found:
                    return [Finding(found[0].kind, found[0].reason, named.start(), ask.start())]
        for m in (_AS_A.finditer(t) if _AS_A_FIRST.match(t) or _AS_A_LATER.search(t) else ()):
            low_phrase = m.group(1).lower()
            rest_end = m.end()
            while rest_end < len(t) and t[rest_end] not in ".!?\n":
                rest_end += 1
            if _PROFESSION.search(low_phrase) or _WRITER_AFTER.search(t[m.end():rest_end].lower()) is None:
                continue
            lead_word = t[m.start():m.start(1)].split()[0].lower()
            said = _AS_SELF.get(lead_word, "I'm ") + m.group(1) + "."
            found = find(said)
            if found:
                return [Finding(found[0].kind, found[0].reason, m.start(), m.end(1))]
    return []
