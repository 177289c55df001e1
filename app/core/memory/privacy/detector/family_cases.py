"""A divorce or a custody case told in the family court's own words by one of its parties (round 36, rlegal): "My
decree nisi came through last week", "Der Vater meiner Tochter hält sich nicht an den Umgangsbeschluss", "У меня суд
по разводу через неделю", "Колишня не дає бачитися з дочкою попри рішення суду", "Tom keeps refusing contact with the
kids despite the child arrangements order. Can I go back to court?".

The vocabulary rules read a divorce or a custody fight by "my divorce", "custody battle" or "we are divorcing"; people
in the middle of a case write in the words the court's papers use instead - decree nisi, consent order, child
arrangements order, Umgangsbeschluss, Sorgerechtsverfahren, JAF, droit de visite, régimen de visitas, kontakty z
dzieckiem, alimenty, розірвання шлюбу, побачення з дитиною, порядок общения - and those words are nobody's by
themselves ("what is a consent order?" is a law question). Here, in en, pl, de, es, fr, uk and ru: such a term (_TERM)
with a party to the case within its sentence or the sentences on either side (_party):
- a first-person possessive right before the term ("my decree nisi", "unser Umgangsbeschluss", "mes alimenty");
- a first-person possessive with the writer's ex, spouse or child ("my ex", "der Vater meiner Tochter", "mon fils",
  "mi hija", "mojej córki", "моєї доньки", "моей дочери");
- an ex said bare, as the Slavic languages say one's own ("Колишня не дає ...", "бывший подал ...", "mój były");
- the writer as the subject before the term ("I have custody", "у меня суд по разводу", "ich habe das Sorgerecht") or
  going to court ("Can I go back to court?"), unless asking what something is ("I want to know what custody means");
- in a sentence that is no question, a bare spouse or child doing what a party does ("чоловік вимагає, щоб син жив з
  ним", "жена хочет", "mąż nie pozwala"): Polish, Ukrainian and Russian drop the possessive of one's own family.
Green limits: a law question without a party ("How does a consent order work in England?", "Was ist Umgangsrecht?"),
a sentence said to ask in general ("How do I respond to a divorce petition in general?"),
a lawyer's clients (any "client", "Mandant", "klient" in the window), fiction, news, homework and statistics, a
condition with nobody in it ("if a parent refuses contact ..."); verdict.py's drops run after (a rumour, a plan not
settled, a generic case asked about).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_REASON = "intimate or private life"

# the cheap gate: a word of the family court's vocabulary (every _TERM alternative holds one of these)
_GATE = word_gate(
    "nisi", "absolute", "consent", "financial", "arrangements", "residence", "prohibited", "specific", "custody", "visitation", "contact", "maintenance", "support",
    "family court", "divorce", "court", "umgang", "sorgerecht", "aufenthaltsbestimmung", "familiengericht", "scheidungs",
    "unterhalt", "jaf", "affaires familiales", "visite", "hébergement", "hebergement", "garde", "résidence", "alimentaire", "custodia",
    "visitas", "alimentos", "alimenticia", "compensatoria", "familia", "regulador", "potestad", "divorcio", "opiek",
    "kontakt", "alimenty", "alimentów", "alimentach", "alimentami", "rodzicielsk", "rodzinn", "rozwodow", "rozwód",
    "zamieszkania", "шлюбу", "опік", "побачен", "бачит", "алімент", "проживання", "спілкування", "розлучен", "брака",
    "опек", "развод", "бракоразвод", "общения", "видет", "видит", "алимент", "жительства")


_KID = (r"(?:kids?|children|child|son|sons|daughters?|boy|boys|girl|girls|baby|kind|kindes|kinder|kindern|sohn|sohnes|tochter|"
        r"töchter|enfants?|fils|fille|filles|"
        r"hij[oa]s?|niñ[oa]s?|dzie\w+|syn\w*|córk\w*|дит\w+|діт\w+|син\w*|доньк\w+|дочк\w+|ребен\w+|ребён\w+|дет\w+|сын\w*|"
        r"доч\w+)")
_TERM = _lazy(
    r"(?<![\w'])(?:"
    # en
    r"decree (?:nisi|absolute)|consent order|financial (?:order|remedy)|child arrangements? order|"
    r"(?:contact|residence|custody|visitation|prohibited steps|specific issue) order|custody|visitation|"
    r"contact (?:with|to see) (?:the |my |our |his |her )?" + _KID + r"|child maintenance|child support|"
    r"spousal maintenance|family court|divorce (?:hearing|petition|application|papers|proceedings|settlement|case|court)|"
    # de
    r"umgangs\w+|umgang mit (?:meinem|meiner|unserem|unserer|dem|der|den) (?:\w+ )?(?:kind\w*|sohn|tochter)|sorgerecht\w*|aufenthaltsbestimmungsrecht\w*|familiengericht\w*|scheidungs\w+|kindesunterhalt\w*|"
    r"trennungsunterhalt\w*|"
    # fr
    r"jaf|juge aux affaires familiales|droit de visite\w*|droit d'hébergement|garde (?:alternée|exclusive|partagée|"
    r"des enfants|de (?:mon|ma|mes|notre|nos) (?:\w+ )?(?:enfants?|fils|fille|filles|petit|petite|bébé))|résidence (?:alternée|habituelle) (?:des enfants|de (?:mon|ma|mes|notre|nos))|"
    r"pension alimentaire|procédure de divorce|audience de divorce|"
    # es
    r"custodia|régimen de visitas|pensión (?:de alimentos|alimenticia|compensatoria)|juzgado de familia|convenio regulador|"
    r"patria potestad|demanda de divorcio|juicio de divorcio|"
    # pl
    r"opiek\w* nad (?:\w+ )?(?:dzie\w+|synem|córką|synami|córkami)|kontakt\w* z (?:\w+ )?(?:dzie\w+|synem|córką|synami|"
    r"córkami)|aliment(?:y|ów|ach|ami)|władz\w* rodzicielsk\w*|sąd\w* rodzinn\w*|(?:sprawa|sprawie|sprawy|rozpraw\w*|pozw\w*|wnios\w*|postępowani\w*) rozwodow\w+|sprawa o rozwód|"
    r"miejsc\w* zamieszkania (?:dziecka|dzieci|syna|córki)|"
    # uk
    r"розірван\w* шлюбу|опік\w* над (?:\w+ )?(?:дит\w+|діт\w+|син\w+|доньк\w+|дочк\w+)|(?:побачен\w*|бачит\w*) з (?:\w+ )?"
    r"(?:дит\w+|діт\w+|син\w+|доньк\w+|дочк\w+)|алімент\w*|місц\w* проживання (?:дитини|дітей|сина|доньки)|"
    r"(?:суд\w*|справ\w*) (?:про|щодо) розлучен\w*|"
    # ru
    r"расторжени\w* брака|опек\w* над (?:\w+ )?(?:ребен\w+|ребён\w+|дет\w+|сын\w+|доч\w+)|(?:суд\w*|дел\w*) (?:по|о|об) "
    r"развод\w*|бракоразводн\w*|порядок общения|вид(?:еть|итьс|етьс)\w* с (?:\w+ )?(?:ребен\w+|ребён\w+|дет\w+|сын\w+|"
    r"доч\w+)|алимент\w*|мест\w* жительства (?:ребенка|ребёнка|детей|сына|дочери)"
    r")(?![\w'])")

_MY = (r"(?:my|our|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|nuestr\w+|mój|moj\w+|nasz\w*|мій|моя|моє|мої|"
       r"мого|моєї|моїй|моєму|моїм|моєю|моїх|мою|мой|моё|мои|моего|моей|моему|моим|моих|наш\w*)")
_FAMILY = (r"(?:ex|ex-\w+|exe|husband|wife|partner|spouse|" + _KID[3:-1] + r"|mann|mannes|frau|ehemann|ehemannes|ehefrau|"
           r"exmann|exmannes|exfrau|"
           r"ex-?partner\w*|mari|femme|conjointe?|marido|mujer|esposo|esposa|expareja|exmarido|exmujer|mąż\w*|męż\w+|"
           r"żon\w+|były\w*|był\w+|partner\w*|чолов\w+|дружин\w+|колишн\w+|муж\w*|жен\w+|бывш\w+)")
# a first-person possessive right before the term (an adjective between at most), or before the writer's family
_OWN_TERM = _lazy(r"(?<![\w'])" + _MY + r" (?:(?!(?:about|on|re|über|zu|sur|sobre|o|про|о|of|de|for)\b)[\w'-]+ )?$")
_OWN_FAMILY = _lazy(r"(?<![\w'])" + _MY + r" (?:[\w'-]+ )?" + _FAMILY + r"(?![\w'])")
# an ex said bare (the Slavic languages' own; Polish "była" is also "was": only beside a spouse or a possessive)
_BARE_EX = _lazy(r"(?<![\w'])(?:колишн(?:ій|я|ього|ьої|ьому|ій|ім|ьою)|бывш(?:ий|ая|его|ей|ему|им)|"
                 r"był(?:y|a|ego|ej|ym|ą) (?:mąż|męża|mężem|żona|żony|żoną|partner\w*))"
                 r"(?=\s*(?:[,.!?;:)\n]|$|не\b|ні\b|ни\b|хоче|хочет|вимага|требу|забра|подал|подав|відмовл|отказ|"
                 r"чоловік|муж|дружин|жен))")
# the writer as the subject before the term in its clause, or going to court
_I_SUBJECT = _lazy(r"(?<![\w'])(?:i|i'm|i've|we|we're|we've|ich|wir|je|j'ai|nous|yo|tengo|tenemos|ja|mam|mamy|я|ми|мы|"
                   r"у мене|у нас|у меня|u mnie|u nas)(?![\w'])(?: [\w'-]+){0,6}? $")
_TO_COURT = _lazy(r"(?<![\w'])(?:i|we|ich|wir|je|nous|ja|my|я|ми|мы)(?![\w'])(?: [\w'-]+){0,3}? (?:(?:go|went|going|get|"
                  r"take \w+) (?:back )?to court|vor gericht|(?:wieder )?zum gericht|au tribunal|devant le (?:juge|jaf)|"
                  r"al juzgado|a juicio|do sądu|до суду|в суд)(?![\w'])")
# asking what something is: the "I" is the reader's
_ASKING = _lazy(r"(?<![\w'])(?:know|understand|wonder\w*|ask\w*|explain|learn|curious|mean\w*|wissen|verstehen|frage\w*|"
                r"savoir|comprendre|demande|saber|entender|pregunt\w*|wiedzieć|zrozumieć|pytam|знати|зрозуміти|питаю|"
                r"знать|понять|спрашиваю|what|quoi|qu'est|qué|co|що|что|how|wie|comment|cómo|jak|як|как)(?![\w'])")
# a bare spouse or child acting as a party, in a statement (pl, uk, ru)
_BARE_PARTY = _lazy(r"(?<![\w'])(?:mąż|żona|чоловік|дружина|муж|жена)(?: [\w'-]+)? (?:chce|żąda|nie pozwala|nie daje|"
                    r"złożył\w*|zabrał\w*|вимагає|хоче|не дає|не пускає|подав\w*|подала|забра\w*|відмовля\w*|требует|"
                    r"хочет|не дает|не даёт|не пускает|подал\w*|забрал\w*|отказыва\w*)(?![\w'])")
# not a party's own case: a lawyer's clients, a story, the news, schoolwork, statistics
NOT_OWN = _lazy(r"(?<![\w'])(?:clients?|mandant\w*|klient\w*|cliente\w*|клієнт\w*|клиент\w*|novel|film|movie|series|"
                 r"character|roman|buch|película|novela|livre|powieść|książk\w*|фільм\w*|фильм\w*|роман\w*|книг\w*|"
                 r"серіал\w*|сериал\w*|celebrit\w*|news|article|artikel|artículo|artykuł\w*|essay|homework|coursework|"
                 r"aufsatz|referat\w*|erörterung|redacción|rozprawk\w*|сочинени\w*|твір|есе|statisti\w+|statysty\w+|"
                 r"статисти\w+|lecture|vorlesung|wykład\w*|лекці\w*|лекци\w*)(?![\w'])")
# said to be asked in general: "How do I respond to a divorce petition in general?" (test_round35_life's guard)
_IN_GENERAL = _lazy(r"(?<![\w'])(?:in general|generally|in theory|im allgemeinen|allgemein|grundsätzlich|en général|"
                    r"en théorie|en general|en teoría|ogólnie|w ogóle|teoretycznie|загалом|в цілому|теоретично|вообще|"
                    r"в целом|теоретически)(?![\w'])")
_SENTENCE_END = re.compile(r"[.!?\n]+")


def _sentences(low: str) -> list[tuple[int, int]]:
    out = []
    pos = 0
    for m in _SENTENCE_END.finditer(low):
        out.append((pos, m.end()))
        pos = m.end()
    if pos < len(low):
        out.append((pos, len(low)))
    return out


def _party(low: str, start: int, end: int, window: tuple[int, int], sent: tuple[int, int]) -> bool:
    """Whether a party to the case speaks about the term at `start`..`end` (see the doc)."""
    if _OWN_TERM.search(low[max(window[0], start - 40):start]):
        return True
    a, b = window
    if _OWN_FAMILY.search(low, a, b) or _BARE_EX.search(low, a, b) or _TO_COURT.search(low, a, b):
        return True
    clause = max(low.rfind(c, sent[0], start) for c in ",;:(") + 1
    lead = low[max(clause, sent[0]):start]
    i_subject = _I_SUBJECT.search(lead)
    if i_subject and not _ASKING.search(lead, i_subject.start()):
        return True
    return "?" not in low[sent[0]:sent[1]] and bool(_BARE_PARTY.search(low, *sent))


def find_family_cases(t: str) -> list[Finding]:
    """A finding (intimate life) over the sentence of normalised `t` where a party tells their own divorce or custody
    case in the family court's words (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t)
    if "’" in low or "ʼ" in low:
        low = low.replace("’", "'").replace("ʼ", "'")
    sentences = None
    for m in _TERM.finditer(low):
        if sentences is None:
            sentences = _sentences(low)
        i = next(k for k, (s, e) in enumerate(sentences) if s <= m.start() < e)
        sent = sentences[i]
        window = (sentences[max(0, i - 1)][0], sentences[min(len(sentences) - 1, i + 1)][1])
        if (NOT_OWN.search(low, *window) or _IN_GENERAL.search(low, *sent)
                or not _party(low, m.start(), m.end(), window, sent)):
            continue
        chunk = t[sent[0]:sent[1]]
        begin = after_spaces(t, sent[0], sent[1])
        return [Finding(Kind.RELATIONSHIP, _REASON, begin, sent[0] + len(chunk.rstrip()))]
    return []
