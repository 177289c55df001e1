"""A condition named as a topic, a group's figure or a hobby "addiction", not the writer's health (round 23, false red
on green talk in sets broad-zzk and broad-zzm).

Three ways ordinary chat names an illness that is nobody's own:
- the topic of an event, a text or a debate: "a talk on Parkinson's", "wykład o cukrzycy", "Vortrag über Multiple
  Sklerose", "charla sobre el Alzheimer", "conférence sur la maladie de ...", "лекція про діабет"; "we're debating
  whether ADHD is overdiagnosed", "wir diskutieren, ob Demenz erblich ist", "сперечаємося, чи діабет ...";
- a share of a group: "12 % of our employees took sick leave", "8% naszych pracowników", "11 % der Belegschaft",
  "el 20 % de nuestros alumnos tiene asma";
- a hobby, a series or a game one is "addicted" to: "bin süchtig danach" (bouldering), "uzależniona od tego
  podcastu", "adicto a este juego de mesa", "accro au crochet"; (round 48, rfr) the hobby named first and the word
  alone after it: "Ich spiele Padel und bin völlig süchtig", "started crochet and i'm hooked";
- a carer's workplace ("works nights as a psychiatric nurse", "pielęgniarką na onkologii") and the Krebs cycle.

Each is a slot: the words a health finding read there are masked (same length, blanks) and the disclosure rules run
again; a health finding stays only when its sentence is still health talk without them ("Mam cukrzycę, więc idę na
wykład o cukrzycy" keeps "Mam cukrzycę"). Green limits: a slot whose object is the writer's or their family's ("an
article about my depression", "a talk on our son's autism") is no slot; a hobby slot needs a message with no
substance, drug, medicine or gambling word ("addicted to painkillers", "süchtig nach Tabletten", "adicta a las
apuestas", "hooked on it" after "drinking" stay red); only health findings are judged, never money or intimate life.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind

# the object stops at a clause break, a conjunction or after six words
_OBJECT = (r"((?:(?!(?:and|but|because|since|so|i|ale|bo|ponieważ|więc|und|aber|weil|denn|y|pero|porque|et|mais|"
           r"parce|car|donc|і|та|але|бо|тому|и|но|потому)(?!\w))[^\W\d_][\w'’-]*[^\S\n]*){1,6})")

_TOPIC_HEAD = (
    r"(?:talks?|lectures?|webinars?|workshops?|seminars?|conferences?|presentations?|documentar(?:y|ies)|podcasts?|"
    r"articles?|essays?|papers?|reports?|courses?|panels?|exhibitions?|campaigns?|fundraisers?|studies|study|"
    r"research|books?|leaflets?|brochures?|posters?|quiz|debates?)\s+(?:on|about|into|regarding)|"
    r"(?:wykład\w*|prelekcj\w*|webinar\w*|warsztat\w*|konferencj\w*|prezentacj\w*|artykuł\w*|referat\w*|esej\w*|"
    r"dokument\w*|reportaż\w*|podcast\w*|kampani\w*|ulotk\w*|plakat\w*|pogadank\w*|spotkani\w*|badani\w*|książk\w*|"
    r"debat\w*|dyskusj\w*)\s+(?:o|na temat)|"
    r"(?:vortrag\w*|referat\w*|seminar\w*|workshop\w*|webinar\w*|konferenz\w*|präsentation\w*|doku\w*|artikel\w*|"
    r"aufsatz\w*|podcast\w*|kampagne\w*|infoabend\w*|themenabend\w*|broschüre\w*|flyer\w*|studie\w*|buch|"
    r"diskussion\w*|debatte\w*)\s+(?:über|zu|zum|zur)|"
    r"(?:charlas?|conferencias?|ponencias?|talleres|taller|seminarios?|webinars?|presentación\w*|documentales?|"
    r"artículos?|ensayos?|trabajos?|podcasts?|campañas?|folletos?|estudios?|libros?|debates?)\s+(?:sobre|acerca de)|"
    r"(?:conférences?|exposés?|ateliers?|séminaires?|webinaires?|présentations?|documentaires?|articles?|dossiers?|"
    r"podcasts?|campagnes?|brochures?|études?|livres?|débats?)\s+(?:sur|à propos de|au sujet de)|"
    r"(?:лекці\w*|доповід\w*|семінар\w*|вебінар\w*|конференці\w*|презентаці\w*|статт\w*|стать\w*|есе|подкаст\w*|"
    r"кампані\w*|буклет\w*|дослідженн\w*|исследовани\w*|книг\w*|дискусі\w*|дискусси\w*)\s+(?:про|щодо|о|об)")
_DEBATE = (
    r"(?:debat\w*|discuss\w*|argu\w*|dyskutuj\w*|kłócimy się|spieramy się|zastanawiamy się|diskutier\w*|streite\w*|"
    r"debattier\w*|debatimos|discutimos|discuten|debaten|on discute|nous discutons|on débat|débattent|discutent|"
    r"сперечаємос\w*|сперечают\w*|дискутуємо|обговорюємо|спорим|спорят|обсуждаем)"
    r"[^.!?\n]{0,40}?(?:whether|if|czy|ob|si|чи|ли)")
_TOPIC = re.compile(r"(?<!\w)(?:" + _TOPIC_HEAD + r"|" + _DEBATE + r")(?!\w)[,:]?\s+" + _OBJECT)

_GROUP = (r"(?:staff|employees?|workers?|colleagues|students|pupils|patients|respondents|people|adults|children|women|"
          r"men|members|users|team|population|participants|residents|citizens|teachers|nurses|"
          r"pracownik\w*|uczni\w*|student\w*|pacjent\w*|respondent\w*|osób|ludzi|dorosłych|dzieci|kobiet|mężczyzn|"
          r"członk\w*|użytkownik\w*|mieszkańc\w*|nauczyciel\w*|załog\w*|"
          r"belegschaft|mitarbeite\w*|beschäftigte\w*|angestellte\w*|schüle\w*|studierende\w*|patiente\w*|befragte\w*|"
          r"menschen|erwachsene\w*|kinder\w*|frauen|männer\w*|mitglieder\w*|nutzer\w*|bevölkerung|teilnehme\w*|"
          r"einwohne\w*|lehre\w*|"
          r"empleados|trabajador\w*|alumn\w*|estudiantes|pacientes|encuestad\w*|personas|adultos|niños|mujeres|hombres|"
          r"miembros|usuari\w*|plantilla|población|participantes|habitantes|profesor\w*|"
          r"salariés|employés|collaborateurs|élèves|étudiant\w*|patients|répondants|personnes|adultes|enfants|femmes|"
          r"hommes|membres|utilisateur\w*|effectif|habitants|enseignants|"
          r"працівник\w*|співробітник\w*|учн\w*|студент\w*|пацієнт\w*|респондент\w*|людей|дорослих|дітей|жінок|"
          r"чоловіків|член\w*|користувач\w*|населення|учасник\w*|мешканц\w*|вчител\w*|сотрудник\w*|работник\w*|"
          r"ученик\w*|пациент\w*)")
_SHARE = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,]\d+)?\s?%\s+(?:[\w'’]+\s+){0,2}?" + _GROUP + r"(?!\w)"
                    r"((?:[^\S\n]*[^\s,;.!?—–]+){1,12})")

_ADDICTED = (r"(?:addicted|hooked|suchtig|uzaleznion\w*|adict[oa]s?|enganchad[oa]s?|accro|залежн\w*|зависим\w*|"
             r"подсел\w*|підсів|підсіла)")
# what one is hooked on: a word pointing back at the activity just named, or a pastime, a series, a game, a drink of
# every day (on plain text: accents dropped)
_PASTIME = (
    r"it|this|that|danach|davon|diese[mnrs]?|diesem|tego|tej|tym|niego|niej|nich|este|esta|esto|ese|esa|eso|ce|cet|"
    r"cette|ca|cela|цього|цієї|этого|этой|него|нього|"
    r"serie\w*|serial\w*|show\w*|podcast\w*|game\w*|gr[aey]|gier|spiel|spiele[n]?|juegos? de mesa|jeux? video|"
    r"jeux? de societe|videojuego\w*|book\w*|ksiazk\w*|buch|bucher\w*|libro\w*|livre\w*|music\w*|muzyk\w*|musik\w*|"
    r"musique|song\w*|piosenk\w*|lied\w*|cancion\w*|chanson\w*|anime|manga|k-?drama\w*|dram[ay]|netflix|youtube|tiktok|"
    r"instagram|coffee|kaw[aey]|kaffee|cafe|tea|herbat\w*|matcha|chocolate|czekolad\w*|schokolade|chocolat|"
    r"climb\w*|wspinacz\w*|kletter\w*|bouldern|boulder\w*|escalad\w*|running|bieg\w*|biegani\w*|lauf\w*|jogging|"
    r"correr|yoga|jog[aie]|gym|silowni\w*|fitness|crossfit|chess|szach\w*|schach|ajedrez|echecs|puzzle\w*|"
    r"krzyzowk\w*|sudoku|wordle|knitting|drutach|strick\w*|tejer|tricot|crochet|szydel\w*|hakel\w*|ganchillo|"
    r"garden\w*|ogrod\w*|garten\w*|jardin\w*|baking|pieczeni\w*|backen|hornear|patisserie|sourdough|zakwas\w*|"
    r"sauerteig|masa madre|photograph\w*|fotograf\w*|painting|malowani\w*|malen|pintar|peinture|danc\w*|taniec|tanc\w*|"
    r"tanz\w*|baile|danse|surf\w*|ski\w*|nart\w*|rower\w*|cycling|radfahr\w*|bici\w*|velo|swimming|plywani\w*|"
    r"schwimm\w*|nadar|natation|lego|crossword\w*|hobby|sport\w*|deporte|padel|tenis|tennis|ukulele|guitar\w*|"
    r"gitar\w*|klavier|piano\w*|pianin\w*|серіал\w*|сериал\w*|книг\w*|музик\w*|музык\w*|кав[аиу]|кофе|спорт\w*|"
    r"йог\w*|шах\w*|гр[аиу]|игр[аыу]|подкаст\w*|аніме|аниме")
_HOOKED = re.compile(r"(?<!\w)" + _ADDICTED + r"(?!\w)[^\S\n]+(?:\w+[^\S\n]+){0,3}?(?:to|on|nach|od|a|al|au|aux|"
                     r"від|от|на)?[^\S\n]*(?:(?:the|this|these|my|den|die|das|el|la|los|las|le|les|ce|cette)[^\S\n]+)?"
                     r"(?:" + _PASTIME + r")(?!\w)"
                     r"|(?<!\w)(?:od (?:tego|tej|niego|niej|nich)|danach|davon)[^\S\n]+(?:\w+[^\S\n]+){0,2}?" + _ADDICTED
                     + r"(?!\w)"
                     # (round 48, rfr) the pastime named first, the word alone after it: "Ich spiele seit einem Jahr
                     # Padel und bin völlig süchtig", "started crochet in January and i'm completely hooked", "je fais
                     # du crochet et je suis accro", "gram w szachy i jestem uzależniona" (no object after the word)
                     r"|(?<!\w)(?:" + _PASTIME + r")(?!\w)[^.!?\n]{0,40}?(?<!\w)(?:und|and|i|y|et|і|и|та)[^\S\n]+"
                     r"(?:(?:i['’]?m|i am|bin|jestem|estoy|soy|je suis|я)[^\S\n]+)?(?:\w+[^\S\n]+){0,2}?" + _ADDICTED
                     + r"(?!\w)(?![^\S\n]+(?:to|on|nach|od|a|al|au|aux|від|от|на)(?!\w))")
# a carer's workplace: "a psychiatric nurse", "pielęgniarką na onkologii", "nurse on the dementia ward"; and a cycle of
# biochemistry named after Hans Krebs ("Krebs" is German for cancer)
_SPECIALTY = (r"(?:psychiatr\w*|mental health|oncolog\w*|onkolog\w*|oncológ\w*|cancer|hiv|dementia|demenz\w*|hospice|"
              r"hospiz\w*|palliativ\w*|paliatyw\w*|addiction|addictolog\w*|uzależnień|sobriety|rehab\w*|dializ\w*|dialys\w*|diálisis|detox|psiquiatr\w*|"
              r"psychiatri\w*|психіатр\w*|психиатр\w*|онколог\w*|geriatr\w*|pediatr\w*|kardiolog\w*|cardiolog\w*|"
              r"neurolog\w*|intensive care|intensivstation|réanimation|reanimac\w*|oiom|uci|icu)")
_TITLE = (r"(?:nurses?|doctors?|psychologists?|therapists?|counsell?ors?|carers?|caregivers?|paramedics?|social workers?|"
          r"volunteers?|pielęgniar\w*|lekar\w*|psycholog\w*|terapeut\w*|opiekun\w*|ratownik\w*|wolontariusz\w*|"
          r"krankenpfleger\w*|krankenschwester\w*|pfleger\w*|pflegekraft|arzt|ärzt\w*|therapeut\w*|sozialarbeiter\w*|"
          r"enfermer[oa]s?|médic[oa]s?|psicólog[oa]s?|terapeuta|cuidador[a]?|voluntari[oa]|infirmi[eè]re?s?|médecin|"
          r"psychologue|thérapeute|aide-soignante?|bénévole|éducat\w*|educador[a]?|медсестр\w*|медбрат\w*|лікар\w*|врач\w*|психолог\w*|"
          r"волонтер\w*)")
_CARE_WORK = re.compile(
    r"(?<!\w)(?:" + _SPECIALTY + r"\s+" + _TITLE + r"|" + _TITLE + r"\s+(?:[^\W\d_]+\s+){0,2}?(?:on|in|at|na|w|we|auf|"
    r"in der|im|en|dans|в|у|de|del|des|du)\s+(?:(?:the|a|an|der|die|dem|la|el|le|l')\s*)?(?:[^\W\d_]+\s+)?"
    + _SPECIALTY + r"|krebs(?:-|\s)?(?:cycle|zyklus)|(?:cycle|ciclo|cykl\w*|цикл\w*) (?:de |)(?:krebs\w*|кребса))(?!\w)")


# on Latin text without its accents ("opioïdes", "cocaína", "leków", "azúcar" are read plain)
_SUBSTANCE = re.compile(
    r"alcohol|alkohol|alcool|алкогол|drink|trink|\bpi[jc]|picia|wodk|vodka|drug|narkot|droga|drogue|наркот|"
    r"pill|tablet|pastill|comprim|таблет|painkill|opio|opia|opiat|heroin|cocain|kokain|кокаїн|кокаин|героїн|героин|"
    r"meth|crack|weed|cannabis|marihuan|marijuan|hasz|haschisch|porn|sex|gambl|hazard|glucksspiel|spielsucht|wett|"
    r"apuest|al juego|juegos? de azar|jeux? d'argent|zock|pari|casino|kasyn|казино|азарт|\bbet|slot|nicotin|nikotyn|cigar|zigarett|papieros|сигарет|smok|rauch|"
    r"palen|fumar|fumer|курі|курю|курит|vap|benzo|xanax|valium|ketamin|lsd|mdma|ecstasy|dopalacz|lekow|leki|lekach|"
    r"medikament|medicament|ліки|лікі|лекарств|sugar|cukier|zucker|azucar|sucre|цукор|сахар|food|jedzeni|comida|"
    r"nourriture|їж|еды|shopping|zakup|kauf|compras|achats|покуп")


_ADDICTED_GATE = re.compile(r"addict|hooked|süchtig|uzależnion|adict|enganchad|accro|залежн|зависим|подсел|підсі")


def _plain(low: str) -> str:
    """`low` with the accents of its Latin letters dropped (Cyrillic letters kept whole: "й", "ї")."""
    if low.isascii():
        return low
    plain = "".join(c if ord(c) < 0xC0 or ord(c) >= 0x250 else
                    "".join(d for d in unicodedata.normalize("NFD", c) if not unicodedata.combining(d)) or c
                    for c in low).replace("ł", "l")
    return plain if len(plain) == len(low) else low  # (spans are read on it: "ǆ" would be two letters)


_OWN = re.compile(r"(?<!\w)(?:my|our|mine|mój|moja|moją|mojej|moim|moich|moje|mojego|nasz\w*|mein\w*|unser\w*|mi|mis|"
                  r"nuestr\w*|mon|ma|mes|notre|nos|мій|моя|мою|моєї|моїй|мого|мой|моей|моего|наш\w*)(?!\w)")


# (round 31) requests and questions that name a condition or a treatment as nobody's: "meal-prep" (not PrEP); an
# artefact for an indefinite stay ("eine Packliste für einen Reha-Aufenthalt", "a checklist for a hospital stay");
# "what is ... / how long does ... last" about a condition or a treatment; a group with a condition ("für Eltern von
# Kindern mit Diabetes", "для батьків дітей з діабетом"). An owner in the object ("for my rehab stay") is no slot.
_PREP = re.compile(r"(?<!\w)(?:meal|food|batch|exam|test|interview|lunch|dinner)[- ]?prep(?:ping|ped|s)?(?!\w)|"
                   r"(?<!\w)prep(?:ping)? (?:time|work|list|day|meals?|lunch(?:es)?|sunday)(?!\w)")
_ARTEFACT_FOR = re.compile(
    # (not a waiting list: "I'm on the waiting list for a kidney transplant" is the writer's treatment)
    r"(?<!\w)(?<!waiting )(?<!wait-)(?:packing list|checklist|check-list|list|plan|timetable|schedule|guide|"
    r"packliste|checkliste|liste|plan|zeitplan|ratgeber|lista(?: rzeczy| de (?:cosas|equipaje))?|plan|poradnik|"
    r"liste(?: de choses| d'affaires)?|guía|guide|список(?: речей| вещей)?|план)"
    r"\s+(?:(?:rzeczy|речей|вещей|de cosas)\s+)?(?:for|für|na|do|pour|para|для|на)\s+"
    r"(?:a|an|one|einen|eine|ein|einem|einer|un|una|une|jeden|jedną|jakiś|якийсь|какой-то)\s+" + _OBJECT)
_WHAT_IS = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:what(?: is|'s| are)|how long (?:does|do|is)|was (?:ist|sind|bedeutet)|wie lange (?:dauert|dauern)|"
    r"co to (?:jest|są)|czym (?:jest|są)|jak długo trwa\w*|qué (?:es|son|significa)|cuánto (?:dura|tiempo dura)\w*|"
    r"qu'est-ce que|c'est quoi|combien de temps dure\w*|що (?:таке|означає)|скільки (?:триває|триває)|"
    r"что (?:такое|значит|означает)|сколько (?:длится|длятся))\s+" + _OBJECT)
# (round 38) an artefact made for others that explains a procedure: "a poster explaining how to collect repeat
# prescriptions online", "plakat o tym, jak realizować e-receptę", "ein Aushang, der erklärt, wie man ...", "un cartel
# que explique cómo ...", "une affiche expliquant comment ...", "плакат про те, як ..."; its object runs to the end of
# the sentence (a "how to" clause has commas a topic's noun phrase has not), and an owner in it is no slot
_EXPLAINER = re.compile(
    r"(?<!\w)(?:posters?|leaflets?|flyers?|handouts?|infographics?|brochures?|notices?|signs?|plakat\w*|ulotk\w*|"
    r"broszur\w*|infografik\w*|aushang|aushänge|flyer|handzettel|merkblatt|infoblatt|broschüre|plakat|carteles?|"
    r"folletos?|infografía|hoja informativa|affiches?|dépliants?|flyers?|fiches?|плакат\w*|листів\w*|буклет\w*|"
    r"памятк\w*|пам'ятк\w*|інфографік\w*|инфографик\w*)[\s,]+"
    r"(?:explaining|that explains|which explains|on how|about how|showing how|o tym,? (?:jak|co|kiedy)|wyjaśniaj\w*|"
    r"(?:der|die|das) erklärt,?|darüber,? wie|dazu,? wie|(?:que|donde) expli\w+|explicando|sobre cómo|"
    r"expliquant|qui explique|sur (?:la façon|comment)|про те,? як|що пояснює|який пояснює|о том,? как|"
    r"объясняющ\w*|который объясняет)"
    r"([^.!?\n]{3,160})")
_GROUP_WITH = re.compile(
    r"(?<!\w)(?:(?:parents|families|eltern|familien|rodziców|rodzin|padres|familias|parents|familles|батьків|родин|"
    r"родителей|семей)\s+(?:of\s+|von\s+|de\s+|des\s+|d')?)?"
    r"(?:children|kids|people|patients|kinder\w*|menschen|patienten|dzieci|osób|ludzi|pacjentów|niños|personas|"
    r"pacientes|enfants|personnes|patients|дітей|людей|пацієнтів|детей|пациентов)\s+"
    r"(?:with|living with|mit|z|ze|con|avec|atteints? de|з|із|зі|с|со)\s+" + _OBJECT)


# (session 44, lead) lithium the metal of a battery, not the medicine: "my e-bike has a lithium battery", "a lithium-ion
# power bank", "Lithium-Akku", "batería de litio", "batterie au lithium", "akumulator litowy", "літієва батарея",
# "литиевый аккумулятор"; the medicine in the same message is found again without the slot ("I take lithium, and my
# drill has a lithium battery" stays red)
_BATTERY_GATE = re.compile(r"lithi|litio|litow|літієв|литиев|li-ion")
_BATTERY = re.compile(
    r"(?<!\w)(?:lithium|litio|li)(?:[- ]?(?:ion|ionen|polymer|polymère|polímero|eisen(?:phosphat)?|iron(?: phosphate)?|"
    r"metal))?[- ]?(?:batter\w*|akku\w*|zellen?|cells?|coin cells?|accus?|accumulat\w*|pil(?:e|a|es|as)|power ?banks?|"
    r"packs?|charger\w*|ladeger\w*)(?!\w)|"
    r"(?<!\w)(?:batter\w*|accus?|accumulat\w*|bater[ií]\w*|pil(?:e|a|es|as)|akumulator\w*|akku\w*)"
    r"(?: (?:au|de|al|à|a|ze|z))? (?:lithium|litio|litow\w*|litu|li-ion|lithium-ion|ion-lithium|ion de litio|de iones de litio)(?!\w)|"
    r"(?<!\w)(?:litow\w*|літієв\w*|литиев\w*|літій-іонн\w*|литий-ионн\w*|li-ion|lithium-ion)[- ]"
    r"(?:\w+[- ])?(?:akumulator\w*|bateri\w*|ogniw\w*|акумулятор\w*|батаре\w*|аккумулятор\w*|элемент\w*|елемент\w*|"
    r"batter\w*|akku\w*|power ?banks?|cells?)(?!\w)")


def _slots(low: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    if _BATTERY_GATE.search(low):
        spans.extend(m.span() for m in _BATTERY.finditer(low))
    for m in _TOPIC.finditer(low):
        if _OWN.search(m.group(1)) is None:
            spans.append(m.span(1))
    spans.extend(m.span() for m in _CARE_WORK.finditer(low))
    if "prep" in low:
        spans.extend(m.span() for m in _PREP.finditer(low))
    for pattern in (_ARTEFACT_FOR, _WHAT_IS, _GROUP_WITH, _EXPLAINER):
        for m in pattern.finditer(low):
            if _OWN.search(m.group(1)) is None:
                spans.append(m.span(1))
    if "%" in low:
        for m in _SHARE.finditer(low):
            spans.append((m.start(), m.end()))
    if _ADDICTED_GATE.search(low) and _SUBSTANCE.search(_plain(low)) is None:
        plain = _plain(low)
        spans.extend(m.span() for m in _HOOKED.finditer(plain))
    return spans


def unless_found_again(text: str, told: list[Finding], spans: list[tuple[int, int]], kind: Kind,
                       find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without its `kind` findings that overlap `spans`, unless the rules find them again with the spans blanked
    out (the sentence says it without them too). Shared by game_wins.py."""
    hit = [f for f in told if f.kind is kind and any(s < f.end and f.start < e for s, e in spans)]
    if not hit:
        return told
    chars = list(text)
    for s, e in spans:
        chars[s:e] = " " * (e - s)
    again = [f for f in find("".join(chars)) if f.kind is kind]
    return [f for f in told if f not in hit or any(g.start < f.end and f.start < g.end for g in again)]


def drop_health_topics(text: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the health findings that only a topic, a group's figure or a hobby slot made (see the doc)."""
    if not any(f.kind is Kind.HEALTH for f in told):
        return told
    low = text.lower()
    if len(low) != len(text):
        return told
    spans = [s for s in _slots(low) if s[0] < s[1]]
    if not spans:
        return told
    return unless_found_again(text, told, spans, Kind.HEALTH, find)
