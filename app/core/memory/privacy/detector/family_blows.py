"""Violence inside the writer's family told as its history (round 43, rrel; set broad-zzz87): "Dad used to hit Mum when
we were little", "Отец всю жизнь избивал маму, а теперь ухаживать за ним должна я", "Papa hat Mama jahrelang
geschlagen", and a child's parent hitting the child, told to the writer ("Dennis ... hat mir erzählt, dass sein Vater
ihn schlägt").

abuse_forms.py reads a relative's blow on a person with a possessive before the relative and at most one word between
it and the verb in the present ("my stepdad hits my little brother"). A family's past is told otherwise: the parent
as children call them, with no possessive ("Dad", "Mum", "tata", "отец"), a habit of the past ("used to hit",
"would slap", "frappait", "pegaba", "bił", "бив", "избивал", "schlug"), and words of time between ("all his life",
"for years", "jahrelang", "всю жизнь", "przez lata"). In en, pl, de, es, fr, uk and ru:
- KIN ON KIN: a parent, step-parent, grandparent or sibling (with or without a possessive) as the subject, a blow in
  any tense within a few words, and a relative as its object ("Mum", "my mother", "maman", "a mamá", "mamę", "маму",
  "мать"); German puts the participle last ("Vater hat Mutter geschlagen");
- TOLD ABOUT A CHILD: a third person's parent ("his dad", "sein Vater", "son père", "su padre", "jego ojciec",
  "його батько", "его отец") hitting "him" or "her", in a message where someone told the writer (kin_abuse's
  _CONFIDANT: "told me", "hat mir erzählt", "m'a dit").
Green limits: a game or a sport (abuse_forms' _GAME: "Dad beat Mum at chess"), German "schlägt ... vor" (proposes), a negation before the verb, fiction and
the topic in general (lived_acts' _NOT_ANYONES, addressed_letters' SAMPLE), a condition ("if a father hits the mother").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the blow's words, every tense the patterns read (typed plain too: word_gate adds those spellings)
_GATE = word_gate("hit", "beat", "slap", "punch", "kick", "batter", "strangl", "chok", "abus", "knock",
                  "schlug", "geschlagen", "schlägt", "verprügel", "misshandel", "frapp", "battait", "battu", "tabass",
                  "cognait", "pegaba", "pegó", "golpe", "maltrat", "bił", "biła", "bije", "pobił", "katow", "maltretow",
                  "znęca", "бив", "била", "б'є", "побив", "лупцюва", "знущав", "бил", "бьёт", "бьет", "избива", "избил",
                  "колотил", "издевал")


_POSS = (r"(?:(?:my|our|mein\w*|unser\w*|mon|ma|notre|mi|nuestr[oa]|mój|moja|mojego|moją|nasz\w*|мій|моя|мого|мою|наш\w*|"
         r"мой|моего|моя) )?")
_PARENT = (r"(?:dad|daddy|father|stepdad|stepfather|grandad|granddad|grandpa|mum|mom|mother|stepmum|stepmom|"
           r"stepmother|brother|uncle|vater|papa|papi|vati|stiefvater|opa|großvater|mutter|mama|stiefmutter|bruder|"
           r"onkel|père|papa|beau-père|grand-père|mère|maman|frère|oncle|padre|papá|padrastro|abuelo|madre|mamá|"
           r"hermano|tío|ojciec|tata|tato|ojczym|dziadek|matka|mama|brat|wujek|батько|тато|вітчим|дід|дідусь|мати|"
           r"мама|брат|дядько|отец|папа|отчим|дед|дедушка|мать|брат|дядя)")
_VICTIM = (r"(?:mum|mom|mother|grandma|gran|granny|nan|nana|my (?:mum|mom|mother|sister|brother|grandma|gran|nan|little \w+)|mama|mutter|mutti|oma|"
           r"(?:meine|unsere) (?:mutter|mama|schwester|oma)|meinen (?:bruder)|maman|ma mère|ma sœur|ma soeur|mon frère|"
           r"mamie|(?:a |à )?(?:mamá|mi madre|mi hermana|mi hermano|la abuela|mi abuela|nuestra madre)|mamę|matkę|"
           r"siostrę|babcię|brata|moją matkę|moją mamę|маму|матір|сестру|бабусю|брата|мать|бабушку|"
           r"dad|father|my (?:dad|father)|papa|(?:meinen|unseren) vater|mon père|(?:a |à )?(?:papá|mi padre)|tatę|ojca|"
           r"тата|батька|папу|отца)")
_BLOW = (r"(?:used to (?:hit|beat|slap|punch|kick|batter|knock)|would (?:hit|beat|slap|punch|kick)|hit|beat|slapped|"
         r"punched|kicked|battered|abused|strangled|choked|knocked|schlug|schlägt|verprügelte|misshandelte|frappait|"
         r"battait|a frappé|a battu|tabassait|cognait|frappe|bat|(?:le |la )?pegaba(?: a)?|(?:le |la )?pegó(?: a)?|"
         r"golpeaba(?: a)?|maltrataba(?: a)?|pega(?: a)?|maltrata(?: a)?|bił|biła|bije|pobił|katował|maltretował|"
         r"znęcał się nad|бив|била|б'є|побив|лупцював|знущався з|бил|била|бьёт|бьет|избивал|избил|колотил|"
         r"издевался над)")
_KIN_ON_KIN = _lazy(
    r"(?<![\w'])" + _POSS + _PARENT + r"(?: \w+){0,3}? (?P<blow>" + _BLOW + r") (?:\w+ )?" + _VICTIM + r"(?![\w'])|"
    r"(?<![\w'])" + _POSS + _PARENT + r" (?:hat|hatte) (?:\S+ ){0,3}?" + _VICTIM
    + r" (?:\S+ ){0,3}?(?P<part>geschlagen|verprügelt|misshandelt)(?![\w'])")
# a third person's parent hitting the child (told to the writer)
_THEIR_PARENT = _lazy(
    r"(?<![\w'])(?:his|her|their|sein|seine|ihr|ihre|son|sa|su|jego|jej|його|її|его|её|ее) (?:\w+ )?"
    r"(?:dad|father|stepdad|stepfather|mum|mom|mother|vater|stiefvater|mutter|papa|père|beau-père|mère|padre|padrastro|"
    r"madre|ojciec|ojczym|matka|батько|тато|вітчим|мати|отец|отчим|мать) (?:\w+ ){0,2}?(?:"
    r"(?:hits|hit|beats|beat|slaps|used to hit|used to beat) (?:him|her)|(?:ihn|sie) (?:\S+ )?(?:schlägt|schlug|"
    r"verprügelt|geschlagen hat)|(?:le|la) (?:frappe|bat|frappait|battait)|(?:le|la) (?:pega|pegaba|golpea)|"
    r"(?:go|ją) (?:bije|bił|biła)|(?:його|її) (?:б'є|бив|била)|(?:его|её|ее) (?:бьёт|бьет|бил|била|избивает))(?![\w'])")
_GAME = _lazy(r"(?<![\w'])(?:at chess|at cards|at tennis|at \w+ games?|im schach|beim|aux échecs|aux cartes|au tennis|"
              r"al ajedrez|a las cartas|w szachy|w karty|в шахмат\w*|в карт\w*|у шахмат\w*|race|record|the eggs|the ball|"
              r"vor)"
              r"(?![\w'])")
_NEGATION = _lazy(r"(?<![\w'])(?:not|never|n't|nicht|nie|niemals|nigdy|nunca|jamás|jamais|ne|pas|не|ні|ніколи|"
                  r"никогда|no|if|wenn|falls|si|jeśli|якщо|если)(?![\w'])")
_TOLD = _lazy(r"(?<![\w'])(?:told me|tells me|said|confided|hat mir (?:\S+ )?(?:erzählt|gesagt|anvertraut)|erzählte mir|"
              r"m'a (?:dit|raconté|confié)|me (?:contó|dijo|ha contado|confesó)|powiedział\w* mi|opowiedział\w* mi|"
              r"zwierzył\w* mi się|розповів|розповіла|сказав|сказала|зізнав\w*|рассказал\w*|сказал\w*|признал\w*)"
              r"(?![\w'])")
_NOT_OURS = _lazy(r"(?<![\w'])(?:novel|film|movie|series|story|character|roman|buch|serie|figur|livre|personnage|"
                  r"novela|película|personaje|powieś\w*|książ\w*|bohater\w*|фільм\w*|фильм\w*|роман\w*|персонаж\w*|"
                  r"книг\w*|in general|generally|allgemein|en général|en general|ogólnie|загалом|вообще)(?![\w'])")


def find_family_blows(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` that tells a relative's blows on another relative,
    or a child's parent hitting the child as told to the writer (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if _NOT_OURS.search(low) or SAMPLE.search(low):
        return []
    for m in _KIN_ON_KIN.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        verb = m.start("blow") if m.group("blow") else m.start("part")
        if _NEGATION.search(low, max(a, m.start() - 30), verb) or _GAME.search(low, m.start(), min(b, m.end() + 30)):
            continue
        return [_finding(t, low, a, b)]
    for m in _THEIR_PARENT.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if _NEGATION.search(low, a, m.end()) or _TOLD.search(low) is None:
            continue
        return [_finding(t, low, a, b)]
    return []


def _finding(t: str, low: str, a: int, b: int) -> Finding:
    begin = after_spaces(t, a, b)
    return Finding(Kind.RELATIONSHIP, _REASON, begin, b)
