"""Rumours that name themselves and steps not yet decided: uncertain (yellow), not a disclosure (round 28, rdisc).

hearsay.py makes a rumour yellow when the message also doubts it ("dicen que ... pero es puro chisme"). Two families
stayed red:
- a rumour told through a marker that says it is one, impersonal or passive, which needs no doubt beside it: "Se comenta
  que ...", "Im Hausflur wird erzählt, dass ...", "In der Familie wird getuschelt", "On raconte que ...", "Chodzą słuchy,
  że ...", "Ходять чутки, що ...", "Ходят слухи", "Rumour has it ...", "Someone hinted that ..."; and hearsay whose
  content is itself hedged ("I heard my friend's husband may be cheating", "podobno może być w ciąży");
- a step weighed and said to be undecided in the same message: "Me planteo separarme, pero no he hablado con nadie",
  "Інколи думаю про розлучення, але нічого не вирішила", "Überlege, einen Kredit aufzunehmen, bin mir aber unsicher",
  "I'm thinking about leaving him but haven't decided anything".

Only findings of the disclosure kinds whose sentence holds the marker are dropped. Green limits (these stay red): a
rumour said by a named person without a doubt ("meine Schwester sagt, sie ist schwanger": hearsay.py's case), a step
weighed without an undecided word ("I'm thinking about divorce, he hit me again"), a sentence of its own that tells a
fact beside the weighed one.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.hearsay import HEARSAY, TOLD_KINDS

_RUMOUR = folded_compiled(
    r"(?<![\w'])(?:rumou?r (?:has it|says|is)|there(?:'s| is| are) (?:a )?rumou?rs?|word (?:is|has it)|"
    r"(?:someone|somebody|people|everyone|a \w+) (?:\w+ ){0,4}?(?:hinted|whispered|gossip\w*|insinuated|implied)|"
    r"wird (?:\w+ ){0,2}?(?:getuschelt|gemunkelt|erzählt|geredet|gelästert|spekuliert)|man munkelt|gerüchteweise|"
    r"se (?:comenta|rumorea|murmura|cuenta por ahí)|corre (?:el|un) rumor|hay rumores|"
    r"on (?:raconte|murmure|chuchote|dit partout)|il se (?:dit|murmure|raconte)|(?:des|les) rumeurs (?:disent|courent)|"
    r"chodzą (?:\w+ )?słuchy|krążą (?:\w+ )?(?:plotki|pogłoski)|mówi się|ponoć|plotkuje się|"
    r"ходять (?:\w+ )?(?:чутки|плітки)|подейкують|пліткують|ходят (?:\w+ )?(?:слухи|сплетни)|поговаривают|судачат)(?![\w'])")
_HEDGE = folded_compiled(r"(?<![\w'])(?:may|might|could|possibly|probably|maybe|supposedly|allegedly|apparently|angeblich|"
             r"supuestamente|al parecer|soi-disant|apparemment|rzekomo|ніби|нібито|начебто|будто|вроде|якобы|vielleicht|möglicherweise|wohl|quizás?|tal vez|"
             r"a lo mejor|puede que|peut-être|possiblement|może|możliwe|chyba|можливо|може|мабуть|возможно|может|наверное)"
             r"(?![\w'])")
_WEIGHING = folded_compiled(
    r"(?<![\w'])(?:i'm (?:\w+ )?(?:thinking|considering)|i am (?:\w+ )?(?:thinking|considering)|i've been (?:\w+ )?(?:thinking|"
    r"considering|wondering)|(?:ich )?(?:überlege|denke (?:über|an)|denk (?:über|an))|wir überlegen|"
    r"me planteo|me estoy planteando|(?:estoy )?pensando en|pienso en|je (?:pense|songe|réfléchis) (?:à|au|sérieusement)|"
    r"j'envisage|zastanawiam się|myślę o|rozważam|думаю (?:про|о|об)|подумую|розмірковую|подумываю|размышляю|"
    # (and the couple weighing it together: "Zastanawiamy się z żoną nad separacją", "we're thinking about ...")
    r"we're (?:\w+ )?(?:thinking|considering)|we've been (?:\w+ )?(?:thinking|considering)|überlegen (?:wir|uns)|"
    r"nos (?:estamos )?planteamos|pensamos en|nous (?:pensons|songeons|réfléchissons)|on (?:pense|songe|réfléchit) (?:à|au)|"
    r"zastanawiamy się|myślimy o|rozważamy|думаємо (?:про|над)|думаем (?:о|об)|подумуємо|подумываем|размышляем)(?![\w'])")
_UNDECIDED = folded_compiled(
    r"(?<![\w'])(?:(?:haven't|have not|not|nothing) (?:\w+ )?decided|undecided|haven't told anyone|not sure yet|"
    r"(?:noch )?nichts entschieden|nicht entschieden|entschieden (?:hab|habe) ich (?:noch )?(?:nichts|nicht)|decided nothing|"
    r"nothing(?:'s| is) decided|nic (?:jeszcze )?nie (?:postanowione|zdecydowane)|rien n'est décidé|нічого не вирішено|ничего не решено|unentschlossen|bin mir (?:\w+ )?(?:unsicher|nicht sicher)|"
    r"no (?:lo )?he decidido|nada decidido|no he hablado con nadie|todavía no sé|aún no sé|"
    r"rien (?:de )?décidé|pas encore décidé|je ne sais pas encore|"
    r"nic (?:\w+ )?nie (?:postanowił\w*|zdecydował\w*)|nie (?:\w+ )?zdecydował\w*|"
    r"нічого (?:\w+ )?не виріши\w*|ще не виріши\w*|не виріши\w*|ничего (?:\w+ )?не реши\w*|ещ[её] не реши\w*)(?![\w'])")
# (round 29) the message itself says the fact is not established: "no proof", "nobody has confirmed it", "it's just
# gossip", "I might be wrong", "no diagnosis", "nobody has examined her yet", "I don't know what it is"; or a sentence
# opened by an impression or a suspicion of the writer's ("J'ai l'impression que mon beau-frère trompe ma sœur",
# "Мені здається, що зять має коханку"). Fear of a consequence ("boję się, że rodzice się dowiedzą") follows a fact
# and is no such opener.
_UNCONFIRMED = folded_compiled(
    r"(?<![\w'])(?:(?:no|without|not any|there'?s no) (?:real )?(?:proof|evidence)|(?:nobody|no one|no-one) (?:has )?(?:\w+ )?confirmed|"
    r"not (?:been )?confirmed|unconfirmed|(?:it'?s |that'?s )?(?:just|only) (?:gossip|rumou?rs?|talk|a rumou?r)|"
    r"i (?:might|may|could) be wrong|(?:no|not a|without a?) diagnosis|(?:nobody|no one)(?:'s| has) (?:\w+ )?(?:mentioned|tested|examined|diagnosed)|"
    r"(?:might|may|could) (?:just )?be (?:her |his |my )?age|"
    r"keine beweise|ohne beweise|(?:nicht|nie) bestätigt|niemand hat (?:es |das )?bestätigt|(?:nur|bloß) (?:gerede|klatsch|gerüchte|tratsch)|"
    r"vielleicht irre ich mich|ich kann mich (?:auch )?irren|(?:eine |keine )?diagnose habe ich (?:nicht|keine)|keine diagnose|"
    r"(?:no hay|sin|ninguna) pruebas?|nadie (?:lo |nos )?(?:ha )?confirmad[oa]|no (?:está|esta) confirmad[oa]|"
    r"(?:son|es) (?:solo|sólo|puro) (?:chismes?|rumores|cotilleos?)|puede que me equivoque|quizá me equivoque|sin diagnóstico|"
    r"(?:pas de|aucune|sans) preuves?|personne ne l'a confirmé|pas confirmé|(?:ce ne sont que|c'est juste) des (?:ragots|rumeurs|potins)|"
    r"je me trompe peut-être|je peux me tromper|(?:pas de|aucun|sans) diagnostic|c'est peut-être l'âge|"
    r"nie ma (?:żadnych )?dowodów|bez dowodów|nikt (?:tego |jej |go )?(?:jeszcze )?nie (?:potwierdził|badał|zbadał|zdiagnozował)|"
    r"(?:to )?(?:tylko|same) plotki|mogę się mylić|nie ma diagnozy|bez diagnozy|"
    r"доказів (?:немає|нема)|немає доказів|без доказів|ніхто (?:не )?(?:\w+ )?не підтверд\w+|ніхто не підтвердив|це (?:лише|просто) плітки|"
    r"можу помиля\w+|діагнозу (?:немає|нема)|без діагнозу|"
    r"доказательств нет|нет доказательств|без доказательств|никто (?:это |этого )?не подтверд\w+|это (?:просто|лишь|только) сплетни|"
    r"могу ошиба\w+|диагноза нет|без диагноза)(?![\w'])")
_IMPRESSION = folded_compiled(
    r"(?<![\w'])(?:i (?:have|get|got) the (?:impression|feeling)|it seems to me|i suspect|i have a (?:hunch|feeling)|"
    r"ich habe (?:das gefühl|den eindruck|den verdacht)|mir scheint|ich vermute|"
    r"tengo la (?:impresión|sensación)|me da la (?:impresión|sensación)|sospecho|"
    r"j'ai l'impression|j'ai le sentiment|je soupçonne|il me semble|"
    r"mam wrażenie|podejrzewam|wydaje mi się|"
    r"мені здається|підозрюю|маю відчуття|мне кажется|подозреваю|у меня ощущение)(?![\w'])")
_VAGUE = folded_compiled(r"(?<![\w'])(?:don'?t know what it is|"
             # (round 31) a sentence opened by "whether" and closed by "I don't know": "Ob die Gewichtszunahme vom neuen
             # Medikament kommt, weiß ich nicht", "Czy to od nowych leków, nie wiem", "Si c'est le traitement, je ne sais pas"
             r"(?:^|(?<=[.!?]\s))(?:ob|whether|czy|si|чи|ли) [^.!?\n]{3,120}?,\s*(?:weiß ich nicht|wei(?:ß|ss) ich (?:echt |wirklich )?nicht|"
             r"i don'?t know|i'?m not sure|nie wiem|no (?:lo )?sé|je ne (?:le )?sais pas|не знаю)|no sé (?:qué|que) es|weiß nicht,? was (?:es|sie|er) (?:ist|hat)|"
            r"ne sais? pas ce que c'est|nie wiem,? co (?:to|jej|mu) (?:jest)?|не знаю,? (?:що|что) (?:це|это|з нею|с ней))(?![\w'])")
_GATE_UNCONFIRMED = gated(_UNCONFIRMED)
_GATE_VAGUE = gated(_VAGUE)
_GATE_IMPRESSION = gated(_IMPRESSION)
_GATE_RUMOUR = gated(_RUMOUR)
_GATE_UNDECIDED = gated(_UNDECIDED)


def drop_unconfirmed(text: str, found: list[Finding]) -> list[Finding]:
    """`found` without the disclosure findings of a message that says its fact is not established, or of a sentence
    opened by the writer's impression or suspicion (round 29)."""
    low = text.lower().replace("’", "'")
    if len(low) != len(text):
        return found
    if _GATE_UNCONFIRMED.search(low) or _GATE_VAGUE.search(low):
        return [f for f in found if f.kind not in TOLD_KINDS]
    if _GATE_IMPRESSION.search(low) is None:
        return found
    opened = []
    for m in _IMPRESSION.finditer(low):
        start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if len(low[start:m.start()].split()) <= 2:  # it opens its sentence ("Ostatnio mam wrażenie, że ...")
            end = m.end()
            while end < len(low) and low[end] not in ".!?\n":
                end += 1
            opened.append((start, end + 1))
    return [f for f in found if f.kind not in TOLD_KINDS or not any(s <= f.start and f.end <= e for s, e in opened)]


def drop_unsettled(text: str, found: list[Finding]) -> list[Finding]:
    """`found` without the disclosure findings of a self-named rumour or an undecided step (see the doc), or of a fact
    said to be unconfirmed (drop_unconfirmed)."""
    low = text.lower()
    if len(low) != len(text):
        return found
    found = drop_unconfirmed(text, found)
    rumour = _GATE_RUMOUR.search(low) is not None
    undecided = _GATE_UNDECIDED.search(low) is not None
    heard = not rumour and HEARSAY.search(low) is not None
    if not (rumour or undecided or heard):
        return found
    out = []
    for f in found:
        if f.kind in TOLD_KINDS and (
                rumour and _named_rumour(low, f.start, f.end)
                or heard and _hedged_hearsay(low, f.start, f.end)
                or undecided and _WEIGHING.search(low, f.start, f.end)):
            continue
        out.append(f)
    return out


def _hedged_hearsay(low: str, start: int, end: int) -> bool:
    """Hearsay in low[start:end] whose content after it is hedged ("I heard X may be cheating")."""
    m = HEARSAY.search(low, start, end)
    return m is not None and _HEDGE.search(low, m.end(), end) is not None


# the writer's own statement before the marker: "Ich bin bisexuell ..., im Dorf wird schon getuschelt" is a fact told
_OWN = folded_compiled(r"(?<![\w'])(?:i'm|i am|i have|i've|ich bin|ich habe|ich hab|soy|estoy|tengo|je suis|j'ai|jestem|mam|я)(?![\w'])")


# the rumour introduces what it tells: a clause after it ("wird getuschelt, dass ...", "ходять чутки, що ..."), or a marker
# that opens it by itself ("rumour has it", "word is", "podobno", "ponoć"); not "Моя невістка — ромка, і сусіди пліткують"
_CLAUSE = folded_compiled(r",?\s*(?:\S+\s+){0,4}?(?:that|dass|daß|que|qu'|qu’|że|iż|що|что)(?![\w'])")
_OPENS = ("rumour", "rumor", "word ", "ponoć", "mówi się", "gerüchteweise", "man munkelt")


def _named_rumour(low: str, start: int, end: int) -> bool:
    """A self-named rumour marker in low[start:end] that introduces a clause, with no statement of the writer's own
    before it."""
    for m in _RUMOUR.finditer(low, start, end):
        if _OWN.search(low, start, m.start()) is None and (
                m.group().startswith(_OPENS) or _CLAUSE.match(low, m.end(), end) is not None):
            return True
    return False
