"""Sensitive records pasted as structured text, not told in a sentence (round 33, rpaste): trackers, medication
tables, debt tables and incident logs the writer asks to format, sort, shorten or translate.

People paste what they keep - a sobriety tracker, a pill schedule, a list of creditors, a diary for a lawyer - and the
sentence around it says only "format my table". Nothing says "I have" or "I take"; the record itself is the
disclosure, and a word of ownership anywhere in the message ("mine", "(son míos)", "alles meins", "це мої ліки", "my
log", "a reminder for me", "zrób mi") says whose it is. Four record shapes, in en, pl, de, es, fr, uk and ru:

- TRACKER: an abstinence count - "day 40 without cocaine", "jour 60 sans alcool", "Woche 3 ohne Glücksspiel",
  "день 90 без героїну", "90 days clean", "30 Tage nüchtern" - for alcohol, drugs or gambling (not sugar, phones or
  cigarettes). A count of abstinence is kept by the one abstaining: no owner word is needed.
- MEDICATION TABLE: lines or cells of a medicine with its dose ("litio;400 mg", "Sertralin 100 abends",
  "інсулін гларгін;20 од") - two dosed lines, or one under a medicine/dose header - with an owner: a possessive
  ("mine", "son míos", "alles meins", "to moje", "c'est le mien", "це мої", "мои"), "for me", or a reminder or
  schedule made for the writer ("zrób mi przypominajkę", "remind me", "hazme horario").
- DEBT TABLE: the writer's debts ("my debts", "what I owe", "mes dettes", "meine Schulden", "moje długi", "mis
  deudas", "мої борги", "мои долги") with a creditor column, an arrears or default word, or a sum.
- INCIDENT LOG: dated entries ("12/10", "05.11") of violent or controlling acts (threw, pushed, locked me out,
  threatened; stieß, drohte; popchnął, groził; empujó, amenazó; poussé, menacé; штовхнув, погрожував; толкнул, угрожал)
  in a log, a diary or a record kept for a lawyer or the police.

Green limits: samples and templates (addressed_letters.SAMPLE), a price list (a currency or "price" beside the doses),
a leaflet's or a guideline's dosage table (adults, children, per kg, maximum dose), a budgeting template (no debt
owner), a fiction outline (novel, character, chapter, scene), a campaign's "30 days without alcohol" challenge poster.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.bare_values import FAITH_VALUE, ORG
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated

# ---------------------------------------------------------------------------------------------------------- tracker
_SUBSTANCE = (
    r"alcohol|alkohol\w*|alcool|алкогол\w*|booze|drink(?:ing)?|picia|trinken|beber|bebida|boire|пиття|випивки|"
    r"выпивки|drugs?|drogen|narkotyk\w*|drogas?|drogues?|наркотик\w*|наркоти|cocaine|cocaína|cocaina|kokain\w*|"
    r"cocaïne|кокаїн\w*|кокаин\w*|coke|koks\w*|heroin[ae]?|héroïne|heroin\w*|героїн\w*|героин\w*|meth|crystal|"
    r"amphetamine?s?|amfetamin\w*|anfetamin\w*|amphétamine?s?|амфетамін\w*|амфетамин\w*|speed|opioid\w*|opiat\w*|"
    r"opiáceos|opiacés|опіоїд\w*|опиоид\w*|fentanyl\w*|fentanilo|фентаніл\w*|фентанил\w*|cannabis|weed|marihuan\w*|"
    r"marijuana|gras|kiffen|porros?|joints?|shit|trawk\w*|травк\w*|канабіс\w*|каннабис\w*|painkillers?|pills|"
    r"tabletten|tabletek|pastillas|cachets|таблеток|benzos?|benzodiazepin\w*|xanax|ketamin[ae]?|mdma|ecstasy|"
    r"gambling|glücksspiel\w*|spielen|zocken|wetten|hazard\w*|zakładów|bukmacher\w*|apuestas?|juego|jeux?(?: d'argent)?|"
    r"paris(?: sportifs)?|casino|kasyn\w*|kasino|азартн\w*|ставок|ставки|казино|betting|bets"
)
_UNIT = (r"days?|weeks?|months?|years?|tage?n?|wochen?|monate?n?|jahre?n?|dni|dzień|dnia|tygodni\w*|tydzień|miesi[ąę]\w*|"
         r"lat|rok|días?|semanas?|mes(?:es)?|años?|jours?|semaines?|mois|ans?|днів|дні|день|дня|дней|тижн\w*|тиждень|"
         r"місяц\w*|місяць|недел\w*|неделя|месяц\w*|рок\w*|лет|год\w*")
_DAY = (r"day|week|month|tag|woche|monat|dzień|tydzień|miesiąc|día|dia|semana|mes|jour|semaine|mois|день|тиждень|"
        r"місяць|неделя|месяц")
_WITHOUT = r"without|no|sans|sin|ohne|bez|без|free of|free from|off|frei von|libre de|wolny od|вільний від"
_SOBER = (r"sober|clean|nüchtern|trocken|clean|trzeźw\w*|czyst\w*|sobri[oa]s?|limpi[oa]s?|sobre|abstinent\w*|"
          r"тверез\w*|трезв\w*|чист\w*")
_TRACKER = gated(folded_compiled(
    r"(?<![\w'])(?:(?:" + _DAY + r")\s*(?:n[or]\.?\s*)?\d{1,4}|\d{1,4}\.?\s*(?:" + _UNIT + r"))[\s:,-]+"
    r"(?:(?:" + _WITHOUT + r")\s+(?:\w+\s+)?(?:" + _SUBSTANCE + r")(?![\w'])|(?:" + _SOBER + r")(?![\w'])"
    r"(?!\s+(?:code|eating|energy|desk|install|build|air|water|kitchen|room|house|slate|record|sheet|hands)))"))
# a campaign, a story or a product about abstinence, not anyone's count
_NOT_KEPT = folded_compiled(r"(?<![\w'])(?:novel|story|character|chapter|scene|plot|film|movie|book|poster|campaign|article|"
                r"roman|geschichte|figur|kapitel|szene|buch|plakat|kampagne|artikel|powieść|opowiadani\w*|postać|"
                r"rozdział|scen[aey]|książk\w*|kampani\w*|artykuł\w*|novela|historia|personaje|capítulo|escena|libro|"
                r"campaña|artículo|histoire|personnage|chapitre|livre|affiche|campagne|роман|оповідання|персонаж\w*|"
                r"розділ|сцен\w*|книг\w*|кампані\w*|стат\w*|рассказ|глав\w*|кампани\w*|плакат)(?![\w'])")

# ------------------------------------------------------------------------------------------------ medication table
_DOSE = gated(folded_compiled(r"(?<![\w])[^\W\d_][^\W\d_'-]{3,}(?:\s+[^\W\d_]{4,})?\s*[;,|\t:]?\s*\d{1,4}(?:[.,]\d+)?\s?"
            r"(?:mg|mcg|µg|μg|ug|ml|iu|ie|ui|j\.?|jedn\w*|units?|einheiten|unidades|unités|од\.?|мг|мкг|мл|ед\.?|"
            r"(?=\s*[;,|\t]?\s*(?:morgens|abends|mittags|morning|evening|night|rano|wieczorem|mañana|noche|matin|"
            r"soir|ранок|вранці|ввечері|утром|вечером|\d{1,2}[:.]\d\d)))(?![\w])"))
_MED_HEADER = folded_compiled(r"(?<![\w])(?:medication|medicine|drug|meds|dose|dosage|medikament\w*|arznei\w*|dosis|dosierung|lek|leki|"
                  r"dawk\w*|fármaco|medicamento|medicación|médicament|posologie|dose|препарат\w*|ліки|лекарств\w*|доза|"
                  r"дозування|дозировка|medikamentenplan|medication schedule|plan leków|pill schedule)(?![\w])")
_MED_NOT = folded_compiled(r"(?<![\w'])(?:price|prices|preis\w*|cena|ceny|cennik|precio\w*|prix|tarif\w*|ціна|ціни|цена|цены|"
               r"adults?|children|kids|erwachsene|kinder|dorośli|dzieci|adultos|niños|adultes|enfants|дорослі|діти|"
               r"взрослые|дети|per kg|/kg|max(?:imum)?(?: daily)? dose|höchstdosis|dawka maksymalna|dosis máxima|"
               r"dose maximale|максимальна доза|максимальная доза|stock|lager|magazyn|inventario|inventaire|склад|"
               r"patients?|ward|station|oddział\w*|planta|service|відділенн\w*|отделени\w*)(?![\w'])|[€$£]|\b(?:eur|usd|"
               r"pln|zł|uah|грн|руб)\b")
_MINE = folded_compiled(r"(?<![\w'])(?:mine|my|all mine|meins|meine\w*|alles meins|mein\w*|moje|mój|moja|moich|to moje|son míos|"
            r"son mías|míos|mías|mis|mi|es mío|es mía|les miens|les miennes|le mien|la mienne|mes|ce sont les miens|"
            r"c'est le mien|c'est à moi|à moi|це мої|мої|моє|мій|моя|це моє|мои|моё|мой|это мои|for me|für mich|"
            r"dla mnie|para mí|pour moi|для мене|для меня|i take|ich nehme|biorę|tomo|je prends|я приймаю|я принимаю)"
            r"(?![\w'])")
_FOR_ME = folded_compiled(r"(?<![\w'])(?:remind me|reminder|erinner\w* mich|erinnerung|przypomin\w*|przypomnij mi|recordatorio|"
              r"recuérdame|rappel\w*|rappelle-moi|нагадуванн\w*|нагадай мені|напоминани\w*|напомни мне|"
              r"(?:make|build|mach|erstell|zrób|zrob|hazme|haz|fais|fais-moi|зроби|сделай)\s+(?:me|mir|mi|moi|мені|мне)|"
              r"hazme|fais-moi)(?![\w'])")

# ------------------------------------------------------------------------------------------------------ debt table
_OWN_DEBT = gated(folded_compiled(r"(?<![\w'])(?:my debts?|our debts?|what i owe|what we owe|i owe|we owe|meine schulden|unsere schulden|"
                r"was ich schulde|ich schulde|moje długi|nasze długi|moje zadłużenie|ile jestem winn\w*|jestem winn\w*|"
                r"mis deudas|nuestras deudas|lo que debo|le debo|debo|mes dettes|nos dettes|ce que je dois|je dois|"
                r"мої борги|наші борги|що я винен|що я винна|я винен|я винна|мои долги|наши долги|что я должен|"
                r"что я должна|я должен|я должна)(?![\w'])"))
_DEBT_ROW = folded_compiled(r"(?<![\w'])(?:creditors?|lenders?|gläubiger|kreditgeber|wierzyci\w*|acreedor\w*|prestamista|créanciers?|"
                r"кредитор\w*|arrears|overdue|default\w*|missed|unpaid|impayée?s?|retard|rückstand\w*|mahnung\w*|"
                r"überfällig|zaległ\w*|nieopłacon\w*|windykac\w*|impagad[oa]s?|impago|atrasad[oa]s?|retraso|vencid[oa]s?|"
                r"прострочен\w*|просрочен\w*|заборгованість|задолженность|collections?|inkasso|recouvrement|"
                r"recobro|komornik|huissier|balance|saldo|solde|montant|kwota|betrag|importe|сума|сумма)(?![\w'])")
# a debt someone else claims and the writer disputes: "they say I owe £212 but ...", "maybe a scam"
_DISPUTED = folded_compiled(r"(?<![\w'])(?:(?:they|he|she|it) (?:says?|said|claims?|claimed)|claims?|behaupt\w*|twierdz\w*|dicen que|"
                r"afirman|prétend\w*|disent que|кажуть|стверджу\w*|утвержда\w*|говорят|scam|mistake|betrug\w*|irrtum|"
                r"oszust\w*|pomyłk\w*|estafa|error|arnaque|erreur|шахра\w*|помилк\w*|мошенни\w*|ошибк\w*|not mine|"
                r"nicht (?:meine?|von mir)|nie moje?|no es mía|no son mías|pas à moi|pas les miennes|не мо\w+)(?![\w'])")
_SUM = re.compile(r"\d[\d\s.,]{1,9}\d|\d{3,}")

# ---------------------------------------------------------------------------------------------------- incident log
_LOGGED = folded_compiled(r"(?<![\w'])(?:log|logs|logged|diary|journal|record|notes|timeline|tagebuch|protokoll|aufzeichnung\w*|"
              r"notizen|chronik|dziennik\w*|notatk\w*|zapisk\w*|kalendarium|diario|registro|notas|cronología|"
              r"journal de bord|carnet|chronologie|щоденник\w*|записи|нотатки|хронологі\w*|дневник\w*|заметки|"
              r"хронологи\w*|solicitor|lawyer|attorney|police|court|anwalt|anwältin|polizei|gericht|prawnik\w*|"
              r"adwokat\w*|policj\w*|sąd\w*|abogad[oa]|policía|juzgado|avocat\w*|police|tribunal|юрист\w*|адвокат\w*|"
              r"поліці\w*|суд\w*|полици\w*)(?![\w'])")
_ACT = gated(folded_compiled(
    r"(?<![\w'])(?:(?:he|she|they)\s+(?:\w+\s+)?(?:threw|hit|slapped|punched|kicked|pushed|shoved|choked|strangled|"
    r"grabbed|threatened|spat|smashed|broke|locked|dragged|shook|bit|burned|hurt)|locked me (?:out|in)|"
    r"threatened (?:me|to)|"
    r"(?:schlug|stieß|schubste|würgte|trat|ohrfeigte|drohte|bedrohte|warf|packte|zerrte|sperrte mich|spuckte)|"
    r"(?:uderzył\w*|popchn\w*|szarpał\w*|groził\w*|dusił\w*|kopn\w*|spoliczkował\w*|zamkn\w* mnie|rzucił\w*|"
    r"pobił\w*|opluł\w*)|"
    r"(?:me pegó|pegó|empujó|amenazó|golpeó|me encerró|me dejó fuera|tiró|me agarró|abofeteó|estranguló|escupió)|"
    r"(?:m'a (?:frappée?|poussée?|menacée?|giflée?|étranglée?|enfermée?|bousculée?|craché)|a (?:frappé|poussé|menacé|"
    r"giflé|étranglé|cassé|jeté|lancé)|frappée?|giflée?)|"
    r"(?:вдарив|вдарила|штовхнув|штовхнула|погрожував|погрожувала|душив|душила|зачинив|вигнав|кинув|жбурнув|"
    r"побив|плюнув|ударил|ударила|толкнул|толкнула|угрожал|угрожала|душил|запер|выгнал|бросил|швырнул|избил|плюнул))"
    r"(?![\w'])"))
# ---------------------------------------------------------------------------------------------- a value entered
# "pole 'wyznanie:' wpisałem Świadek Jehowy", "Feld Ehrenamt, da hab ich eingetragen: 'Kreisvorstand Die Linke'"
_ENTERED = gated(folded_compiled(r"(?<![\w'])(?:i (?:wrote|put|entered|filled in|ticked|typed|gave)|i've (?:written|put|entered)|"
                     r"wpisał\w*|wpisal\w*|zaznaczył\w*|podał\w*|eingetragen|angegeben|angekreuzt|eingesetzt|"
                     r"hingeschrieben|puse|escribí|marqué|rellené con|indiqué|j'ai (?:mis|écrit|coché|indiqué|rempli)|"
                     r"вписав|вписала|написав|написала|вказав|вказала|зазначив|зазначила|указал\w*|написал\w*|вписал\w*)"
                     r"(?![\w'])"))
_FIELDED = folded_compiled(r"(?<![\w'])(?:field|box|feld|kästchen|rubrik|pole|polu|ankiec\w*|rubryk\w*|campo|casilla|champ|case|rubrique|поле|"
               r"графа|графу|графі|form|formular\w*|antrag\w*|fragebogen|ankiet\w*|formularz\w*|wniosek|wniosku|"
               r"ficha|formulario|solicitud|formulaire|fiche|анкет\w*|заяв\w*|бланк\w*)(?![\w'])")
_FAITH = folded_compiled(r"(?<![\w'])(?:catholic|katholisch\w*|katholik\w*|katoli\w*|grekokatoli\w*|católic[oa]|catholique|католи\w*|"
             r"греко-католи\w*|protestant\w*|evangeli\w*|evangéli\w*|ewangeli\w*|evangélic[oa]|orthodox\w*|"
             r"orthodoxe|ortodox\w*|prawosławn\w*|православн\w*|muslim\w*|muslim[ae]|musulman\w*|musulmán|"
             r"muzułma\w*|мусульман\w*|islam\w*|jewish|jüdisch\w*|judí[oa]|juif|juive|żyd\w*|єврей\w*|иуде\w*|"
             r"atheist\w*|ateist\w*|ate[oa]|athée|атеїст\w*|атеист\w*)(?![\w'])")
_ENTRY_END = re.compile(r"[\n?!]|\s[-–—]\s")
_HAS_DIGIT = re.compile(r"\d").search
_DATE = re.compile(r"(?<![\d/.])\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?(?![\d/])")

# a question about abstinence in general ("How long does it take to be 30 days sober?", "What does 30 days clean mean
# in AA?"): a question word first, a question mark, and nobody's count in it
_ASKED = folded_compiled(r"^\W*(?:how|what|when|why|is|are|does|do|can|jak|co|czy|ile|kiedy|wie|was|wann|ist|kann|cómo|qué|cuánto|"
             r"cuándo|es|comment|que|qu'est-ce|quand|est-ce|як|що|чи|скільки|коли|как|что|сколько|когда)(?![\w'])")
_COUNT_OWNER = folded_compiled(r"(?<![\w'])(?:i|i'm|im|i've|my|me|we|our|mój|moja|moje|mam|jestem|jesteśmy|ich|mein\w*|bin|wir|"
                   r"yo|mi|mis|estoy|llevo|je|j'ai|mon|ma|mes|suis|nous|я|мій|моя|мої|мой|мои|мене|меня)(?![\w'])")


def _tracker(low: str) -> Finding | None:
    m = _TRACKER.search(low)
    if m is None or _NOT_KEPT.search(low):
        return None
    if low.rstrip().endswith("?") and _ASKED.search(low) and not _COUNT_OWNER.search(low):
        return None
    return Finding(Kind.HEALTH, "health information", m.start(), m.end())


def _medication(low: str) -> Finding | None:
    doses = list(_DOSE.finditer(low))
    if not doses:
        return None
    if len(doses) < 2 and not _MED_HEADER.search(low):
        return None
    if _MED_NOT.search(low) or not (_MINE.search(low) or _FOR_ME.search(low)):
        return None
    return Finding(Kind.HEALTH, "health information", doses[0].start(), doses[-1].end())


def _debts(low: str) -> Finding | None:
    m = _OWN_DEBT.search(low)
    if m is None or not _SUM.search(low) or not _DEBT_ROW.search(low) or _DISPUTED.search(low):
        return None
    return Finding(Kind.FINANCE, "personal finances", m.start(), m.end())


def _incidents(low: str) -> Finding | None:
    dates = _DATE.findall(low)
    if not dates:
        return None
    acts = list(_ACT.finditer(low))
    if not acts or not (_LOGGED.search(low) or (len(dates) >= 2 and len(acts) >= 2)):
        return None
    return Finding(Kind.RELATIONSHIP, "intimate or private life", acts[0].start(), acts[-1].end())


def _entered(low: str) -> Finding | None:
    for m in _ENTERED.finditer(low):
        end = _ENTRY_END.search(low, m.end())
        value = low[m.end():end.start() if end else len(low)][:60]
        if not _FIELDED.search(low, max(0, m.start() - 80), m.start() + 1):
            continue
        if FAITH_VALUE.search(value) or _FAITH.search(value) or ORG.search(value):
            return Finding(Kind.BELIEFS, "religion, politics or union membership", m.start(), m.end() + len(value))
    return None


def find_pasted_records(text: str) -> list[Finding]:
    """An abstinence tracker, the writer's medication or debt table, or a log of violent acts, pasted to be formatted
    (see the module's doc)."""
    low = lower_keep_length(text).replace("’", "'")
    if not _HAS_DIGIT(text):
        if _ENTERED.search(low) and not SAMPLE.search(low):
            found = _entered(low)
            return [found] if found else []
        return []
    if SAMPLE.search(low):
        return []
    for finder in (_tracker, _medication, _debts, _incidents, _entered):
        found = finder(low)
        if found is not None:
            return [found]
    return []
