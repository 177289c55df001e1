"""Sensitive disclosures told as a pasted record or as things done, not as "I have / I am" (round 26, rdisc).

The sentence rules of disclosures.py look for a condition, a faith or a party said of the user or their family, and the
learned message model for the usual wording of a confession. Neither reads these families, in en, pl, de, es, fr, uk, ru:

- a clinical record pasted and asked about: a diagnosis line ("Diagnosis: ...", "Rozpoznanie: ...", "Diagnostic : ...",
  "Діагноз: ..."), a discharge letter or a report quoted, a disability or care-level decision ("Grad der Behinderung
  50", "Pflegegrad 3", "stopień niepełnosprawności"), a school's or a ward's note quoting a condition;
- political activity as acts: standing as a candidate, canvassing or handing out leaflets for a party, organising
  protests, sitting on a party branch's board, an election observer for a party;
- religion said through its practice or reported ("I'm Orthodox and I fast", "сказала, що мусульманка");
- sexuality told in passing: "they still think I'm straight", a brother "in a relationship with a man", a flatmate who
  is trans;
- money trouble as events: declared bankrupt, not paying alimony, a collector or a court writing to the user about a sum;
- intimate life as events: a partner's messages to another woman, an affair nobody knows of, bruises and a partner who
  pushes, a divorce named with "your husband", "my husband" or "we".

Green limits: a question about the topic (no first person, no act: "how do unions negotiate?", "what is Crohn's?"),
fiction and templates ("my novel's hero is a candidate", "a sample discharge letter"), a public figure's politics (no
first person), a label asked about as a form field ("what does 'Diagnosis:' mean?", "in general"), an office party.
The finder runs only where every other rule and the learned models found nothing (verdict.py), behind a word gate.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import MINE, SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.roster_conditions import CONDITION
from app.core.memory.privacy.detector.vocab.chat import MINORITY
from app.core.memory.privacy.detector.vocab.lived import PARTY_ORG, UNION_ORG

# ---------------------------------------------------------------- gates (lower-cased literals)

_G_RECORD = ("diagn", "rozpozn", "діагноз", "диагноз", "behinderung", "pflegegrad", "niepełnospr", "discapacidad",
             "incapacit", "інвалідн", "инвалидн", "wypis", "discharge", "entlass", "arztbrief", "befund", "виписк",
             "выписк", "епікриз", "эпикриз", "compte-rendu", "compte rendu", "informe", "school", "schule", "szkoł",
             "école", "escuela", "школ", "результат", "biops", "biopsi", "aptek", "pharm", "farmac",
             "apothek", "аптек", "stroke", "allerg", "алерг", "аллерг", "nurse", "pielęgniar", "infirm", "enfermer", "медсестр", "лікарн", "больниц",
             "hospital", "szpital", "klinik", "teacher", "lehrer", "wychowaw")
_G_ORIGIN = ("etni", "ethni", "етні", "этни", "narodowo", "національн", "национальн", "pochodz", "herkunft", "origen",
             "origine", "refus", "denied", "rejected",
             "sinti", "sinto", "gitan", "cygan", "циган", "цыган", "maghr", "mapuch", "kurd", "курд", "tatar", "татар",
             "roms", "romów", "odmówi", "abgelehnt", "verweiger", "negaron", "negado", "rechaz", "відмов", "отказ", "ob wir", "whether we",
             "czy jesteśmy", "si somos", "si nous sommes", "чи ми", "мы ли",
             # (every word _OWN_ORIGIN and _REFUSED need: "jestem z pochodzenia ..." was read ungated only)
             "asked", "fragte", "gefragt", "pregunt", "pytał", "zapytał", "demandé", "питал", "спрашивал", "спитал", "turned")
_G_POLITICS = ("candid", "kandyd", "kandid", "кандид", "балот", "баллот", "present", "présent", "running", "standing",
               "organi", "організ", "организ", "leaflet", "ulotk", "flyer", "folleto", "tract", "листів", "листов",
               "plakat", "poster", "affiche", "cartel", "canvass", "doors", "campaign", "kampani", "wahlkampf",
               "campaña", "campagne", "кампан", "штаб", "vorstand", "zarząd", "ortsverein", "kreisverband", "junta",
               "ejecutiva", "bureau", "zaufania", "observer", "beobacht", "interventor", "apoderad", "assesseur",
               "спостерігач", "наблюдат", "volunt", "волонт", "агіт", "агит", "acciones", "акці", "акци", "protest",
               "протест", "demo", "manifest", "мітинг", "митинг", "milit", "aktiv", "actív", "activ", "działam")
_G_UNION = ("union", "gewerkschaft", "związk", "zwiazk", "sindicat", "syndica", "профспіл", "профсоюз", "solidarn")
_G_FAITH = ("orthodox", "ortodox", "prawosław", "православ", "мусульман", "muslim", "musulm", "muzułm", "католи",
            "catholi", "katholi", "katoli", "jüd", "jewish", "judí", "juif", "juive", "żyd", "єврей", "еврей")
_G_SEX = ("straight", "hetero", "гетеро", "trans", "транс", "mężczyzn", "kobiet",
          "mit einem mann", "mit einer frau", "con un hombre", "con una mujer", "avec un homme", "avec une femme",
          "з чоловіком", "з жінкою", "с мужчиной", "с женщиной", "boyfriend", "husband", "lebt mit",
          "zusammen mit", "verheiratet mit", "verlobt mit", "vive con", "sale con", "casad", "prometid", "vit avec",
          "sort avec", "en couple", "w związku", "mieszka z", "spotyka się", "ożenił", "wyszła za", "dating",
          "lives with", "living with", "married to", "engaged to", "живе з", "живет с", "зустріча",
          "встреча", "одружив", "женился")
_G_MONEY = ("bankrupt", "upadło", "insolvenz", "quiebra", "faillite", "банкрут", "банкрот", "alimen", "алимент", "алімент", "unterhalt",
            "pensión", "pension", "maintenance", "collect", "bailiff", "inkasso", "gerichtsvollzieh",
            "komornik", "windyk", "cobrador", "recobro", "huissier", "recouvrement", "колектор", "коллектор",
            "mahnbescheid", "vollstreckungsbescheid", "nakaz zapłaty", "payment order", "liability order",
            "monitorio", "injonction", "судовий наказ", "судебный приказ", "arrears", "rückstand", "zaległ", "atrasos",
            "arriéré", "заборгован", "задолженн")
# (every stem _BRUISE, _FORCE and _DIVORCE below can match, so the gate never closes on a text they read: "geschlagen" was missing and the word-gate equivalence test caught it; "б'є" has no two-letter key
# and is left to the gate's other words)
_G_INTIMATE = ("push", "shov", "hit me", "hit her", "grab", "chok", "slap", "empuj", "golpe", "popych", "popchn",
               "uderz", "geschlagen", "stößt", "pouss", "frapp", "gifl", "штовхну", "бил", "толкну",
               "ударил", "вдарив", "bruis", "sińce", "hämatom", "moratón", "ecchymos", "decree absolute",
               "decree nisi", "scheidung", "scheiden", "divorcio", "divorç", "rozwod", "rozwód", "rozwiedzi", "розлуч",
               "розірвання шлюбу", "расторжени", "развод",
               "another woman", "another man", "innej kobiety", "inną kobietą",
               "innego mężczyzny", "innym mężczyzną", "anderen frau", "anderen mann", "otra mujer", "otro hombre",
               "autre femme", "autre homme", "другою жінкою", "іншою жінкою", "іншим чоловіком", "другой женщиной",
               "другим мужчиной", "другой женщине", "іншій жінці", "bruise", "siniak", "siniec", "blaue fleck",
               "hämatom", "moratón", "moratones", "morados", "bleus", "ecchymose", "синц", "синяк", "pushes", "pushed", "shoves", "shoved",
               "hits me", "hits her", "grabbed", "empuja", "pega", "golpea", "popycha", "bije", "schubst", "schlägt",
               "pousse", "frappe", "штовха", "вдари", "бив", "романс", "romans", "spotykam", "coś z", "narzeczon", "mąż", "męż", "żon", "keiner",
               "niemand", "nadie", "ніхто", "никто", "nobody", "бьет", "бьёт", "толка", "weiß es",
               "doesn't know", "no sabe", "ne sait", "не знає", "не знает", "divorc", "scheid",
               "rozw", "розлуч", "розірвання шлюбу", "расторжен", "развод", "decree")
# one gate bit per family (a text's words are looked up once, by verdict.py's gates.prepare): a bit test each
_B_RECORD, _B_ORIGIN, _B_POLITICS, _B_UNION, _B_FAITH, _B_SEX, _B_MONEY, _B_INTIMATE = (
    word_gate(*g) for g in (_G_RECORD, _G_ORIGIN, _G_POLITICS, _G_UNION, _G_FAITH, _G_SEX, _G_MONEY, _G_INTIMATE))
_GATE = _B_RECORD | _B_ORIGIN | _B_POLITICS | _B_UNION | _B_FAITH | _B_SEX | _B_MONEY | _B_INTIMATE


def _rx(source: str) -> re.Pattern[str]:
    return re.compile(source)


_NEGATED = _rx(r"(?<!\w)(?:not|n't|never|nie|nigdy|nicht|kein\w*|nie mehr|niemals|no|nunca|jamás|ne|n'|jamais|не|ні|ніколи|"
               r"никогда)\W+(?:\w+\W+)?$")
_NONE_OF = _rx(r"(?<!\w)(?:any|no|żadn\w*|keine[rm]?|ningún|ninguna|aucun\w*|жодн\w*|никак\w*|ни в как\w*)(?!\w)")


def _negated(low: str, start: int, end: int) -> bool:
    """'I'm not running', 'nie kandyduję', 'nie jestem w żadnym związku': the act or membership denied."""
    return bool(_NEGATED.search(low, max(0, start - 24), start) or _NONE_OF.search(low, start, end))


# fiction, a template, the topic in general: nobody's
NOT_ANYONES = _rx(
    r"(?<!\w)(?:novel|film|movie|series|película|série|serial|фільм\w*|фильм\w*|story|character|hero|heroine|plot|screenplay|script|fiction\w*|roman|romans de|romanfigur|"
    r"protagonist\w*|figur|powieś\w*|powiesc\w*|opowiadani\w*|bohater\w*|postać|postaci|novela|personaje\w*|cuento|"
    r"personnage\w*|héro\w*|intrigue|роман\w*|персонаж\w*|героїн\w*|героин\w*|оповіданн\w*|рассказ\w*|"
    r"in general|generally|typical|typically|allgemein|generell|typisch\w*|en general|típic\w*|tipic\w*|en général|"
    r"général(?:ement)?|typique\w*|ogólnie|zazwyczaj|typow\w*|загалом|зазвичай|типов\w*|вообще|обычно|"
    r"how do (?:people|they|you)|how (?:do|should) (?:i|you|we) (?:write|spell|format)|wie (?:wird|werden|schreibt) man|"
    r"comment (?:on (?:fait|devient)|écrire)|cómo se (?:hace|escribe|calcula)|jak się (?:pisze|zostaje)|"
    r"як (?:стати|зробити|писати)|как (?:стать|писать))"
    r"(?!\w)")

_ME = (r"(?:i|i'm|i've|me|my|mine|ich|mich|mir|mein\w*|je|j'|moi|mon|ma|mes|m'|yo|me|mi|mis|tengo|ja|mnie|mi|mój|"
       r"moja|moje|mojej|moją|mojego|moim|moich|mam|jestem|я|мене|мені|мій|моя|моє|мої|моїм|моєї|меня|мне|мой|моё|мои|"
       r"моим|моей|моего)")
_ME_RE = _rx(r"(?<![\w'’])" + _ME + r"(?![\w'’])|(?<!\w)[jm]['’]")
_YOU = (r"(?:you|your|you're|ihr|ihre|ihrem|ihren|ihrer|sie|votre|vos|vous|su|sus|usted|twój|twoja|twoje|pan|pani|"
        r"ваш|ваша|ваше|ваш\w+|ви|вы)")
_YOU_RE = _rx(r"(?<![\w'’])" + _YOU + r"(?![\w'’])")
_QUOTE = _rx(r"[\"«„“”]|(?<!\w)'(?=\w)")


# ---------------------------------------------------------------- a clinical record pasted

_DIAG_LINE = _rx(r"(?<!\w)(?:diagnosis|diagnose|diagnostic|diagnóstico|diagnostico|diagnoza|rozpoznanie|діагноз|диагноз)"
                 r"\s*:\s*[\"«„“]?\s*[^\W\d_]")
_RECORD_DOC = _rx(
    r"(?<!\w)(?:discharge (?:summary|letter|papers|note|report)|hospital letter|medical report|biopsy|lab results|"
    # the nouns only, or the word with its hospital: "wypisać" is to write out, "befunden" is judged, a "виписка" is as
    # often a bank statement or a register extract, a "compte rendu" any meeting's minutes (round 28, the lead)
    r"wypis(?:u|em|ie|y|ów|ami|ach)?|wypis\w* ze szpitala|karta informacyjna|wynik\w* biopsji|entlassungsbrief\w*|"
    r"entlassbrief\w*|arztbrief\w*|befund(?:e|es|s|bericht\w*)?|"
    r"informe (?:médico|del hospital|de alta|de urgencias|de la biopsia)|"
    r"compte[- ]rendu (?:médical|opératoire|d['’]hospitalisation|de consultation|d['’]examen|du médecin|de l['’]hôpital)|"
    r"lettre de sortie|biopsie|"
    r"(?:виписк|выписк)\w* (?:з|із|из) (?:лікарн\w*|больниц\w*|стаціонар\w*|стационар\w*|історії хвороби|истории болезни)|"
    r"виписний епікриз|выписной эпикриз|епікриз\w*|эпикриз\w*|заключени\w+ врача|висновок лікаря|"
    r"результат\w* біопсії|результат\w* биопсии)(?!\w)")
# the same words without their hospital: a record only when the quotation after them names a condition
_RECORD_DOC_BARE = _rx(r"(?<!\w)(?:виписк\w*|выписк\w*|compte[- ]rendu|wypis\w*)(?!\w)")
_LABEL_ONLY = _rx(r"[^\W\d_]+\s*:\s*[\"«„“”»]")  # the quote is a field's name: '"Diagnose:" - mit Doppelpunkt?'
_DECISION = _rx(
    r"(?<!\w)(?:grad der behinderung|gdb|pflegegrad|schwerbehindertenausweis|stopień niepełnosprawności|"
    r"stopniu niepełnosprawności|orzeczeni\w* o (?:niepełnosprawności|stopniu)|grado de discapacidad|"
    r"certificado de discapacidad|taux d'incapacité|taux d’incapacité|reconnaissance (?:de|du) handicap|"
    r"група інвалідності|групу інвалідності|группа инвалидности|группу инвалидности)(?!\w)")
_DECIDED = _rx(r"[^\S\n]*(?:[:=]?[^\S\n]*\d|[^\n]{0,30}?:[^\S\n]*[\"«„“]?[^\S\n]*[^\W\d_])")
# an institution's note quoting a condition: "Die Schule schreibt: „...Diabetes...“", "Text from the ward: '... stroke'"
_NOTE_FROM = _rx(
    r"(?<!\w)(?:school|nurse|ward|hospital|pharmacy|teacher|schule|lehrer\w*|klinik|station|apotheke|szkoł\w*|"
    r"pielęgniark\w*|szpital\w*|aptek\w*|wychowawczyni|escuela|colegio|hospital|farmacia|enfermer\w*|école|"
    r"infirmi\w*|hôpital|pharmacie|médecin scolaire|pai|школ\w*|лікарн\w*|аптек\w*|больниц\w*|медсестр\w*)(?!\w)")
_CONDITION_MORE = _rx(
    r"(?<!\w)(?:stroke|heart attack|thrombos\w*|zakrzepic\w*|thrombose|trombosis|тромбоз\w*|arthritis|artretyzm\w*|"
    r"arthrite|artritis|артрит\w*|crohn\w*|hypothyroid\w*|niedoczynnoś\w*|hypothyreose|hipotiroidismo|"
    r"hypothyroïdie|гіпотиреоз\w*|гипотиреоз\w*|udar\w*|schlaganfall\w*|ictus|avc|інсульт\w*|инсульт\w*|"
    r"allergie sévère|severe allergy|anaphyla\w*|anafila\w*|adrenalin\w*|adrénaline|epipen|insulin\w*)(?!\w)")


def _record(text: str, low: str) -> bool:
    if _DIAG_LINE.search(low):
        return True
    doc = _RECORD_DOC.search(low)
    if doc and (q := _QUOTE.search(text, doc.end())) and not _LABEL_ONLY.match(text, q.end()):
        return True
    bare = _RECORD_DOC_BARE.search(low)
    if bare and (q := _QUOTE.search(text, bare.end())) and (CONDITION.search(text, q.end())
                                                          or _CONDITION_MORE.search(low, q.end())):
        return True
    dec = _DECISION.search(low)
    if dec and _DECIDED.match(low, dec.end()):
        return True
    note = _NOTE_FROM.search(low)
    if note and _QUOTE.search(text, note.end()) and (CONDITION.search(text, note.end())
                                                   or _CONDITION_MORE.search(low, note.end())):
        return True
    return False


# ---------------------------------------------------------------- political activity as acts

_ACT = _rx(
    r"(?<![\w'’])(?:"
    # en
    r"i'?m running (?:for|as|in)|i am running (?:for|as|in)|i'?m standing (?:for|as|in)|i am standing (?:for|as|in)|"
    r"i stand (?:for election|as)|i'?m (?:a|the) candidate|i am (?:a|the) candidate|i(?:'m| am)? volunteer(?:ing)? (?:for|with|in)|"
    r"i canvass|i knock on doors|i(?:'m| am)? (?:help(?:ing)? )?(?:organi[sz]e|organi[sz]ing|campaign|campaigning|hand(?:ing)? out|"
    r"deliver(?:ing)? leaflets|put(?:ting)? up posters)|i sit on|i(?:'m| am) on the (?:board|committee|executive)|"
    r"i(?:'m| am) (?:an? )?(?:election |polling )?(?:observer|agent|teller) (?:for|of)|"
    # pl
    r"kandyduj[eę]|startuj[eę] z list\w*|jestem kandydat\w*|(?:współ)?organizuj[eę]|rozdaj[eę] ulotki|"
    r"(?:wieszam|rozklejam) plakaty|agituj[eę]|jestem (?:mężem|męża) zaufania|(?:jestem|zasiadam) w zarządzie|"
    r"działam w|jestem wolontariusz\w*|pomagam w kampanii|biorę udział w (?:protestach|manifestacjach|demonstracjach)|"
    r"chodzę na (?:protesty|manifestacje|demonstracje)|"
    # de
    r"(?:ich )?kandidiere|(?:ich )?trete (?:für|bei)|(?:ich bin|bin) kandidat\w*|(?:ich )?organisiere|(?:ich )?verteile|"
    r"(?:ich )?hänge plakate|(?:ich bin|bin) (?:seit \w+ )?(?:im|in der) (?:vorstand|ortsverein|kreisverband|"
    r"ortsverband)|(?:ich )?helfe im wahlkampf|(?:ich )?mache wahlkampf|(?:ich bin|bin) wahl(?:helfer|beobachter)\w*|"
    r"(?:ich )?gehe (?:auf|zu) (?:demos|demonstrationen|protesten)|(?:ich bin|bin) (?:\w+ )?aktiv|"
    # es
    r"me presento (?:como|a|por|en)|soy (?:la |el )?candidat[oa]|organizo|reparto (?:folletos|panfletos|propaganda)|"
    r"pego carteles|hago campaña|soy voluntari[oa]|milito en|estoy en la (?:ejecutiva|junta)|soy (?:interventor\w*|apoderad[oa])|"
    r"participo en (?:las )?(?:protestas|manifestaciones)|voy a (?:las )?(?:protestas|manifestaciones)|"
    # fr
    r"je me présente|je suis (?:la |le )?candidat\w*|je colle des affiches|je distribue des tracts|je tracte|"
    r"j['’]organise|je milite|je suis militant\w*|je fais campagne|je suis bénévole|je suis assesseur|je siège|"
    r"je participe aux (?:manifestations|rassemblements)|je manifeste|"
    # uk, ru
    r"(?:я )?балотуюся|я кандидат\w*|(?:я )?організовую|(?:я )?волонтерю|(?:я )?агітую|(?:я )?роздаю листівки|"
    r"(?:я )?розклеюю|(?:я )?беру участь у (?:протестах|акціях|мітингах)|я (?:в|у) (?:штабі|правлінні)|"
    r"я спостерігач\w*|(?:я )?баллотируюсь|(?:я )?организую|(?:я )?волонтёрю|(?:я )?агитирую|(?:я )?раздаю листовки|"
    r"(?:я )?расклеиваю|(?:я )?участвую в (?:\w+ )?(?:акциях|протестах|митингах)|(?:я )?хожу на (?:митинги|протесты)|"
    r"я наблюдател\w*)(?![\w'])")
_POLITICAL = _rx(
    r"(?<![\w.])(?:" + PARTY_ORG + r"|partia|partii|partię|partią|partyjn\w*|partido|parti(?! \w*pris)|partei\w*|"
    r"election\w*|council|hustings|mayor|wybor\w*|wyborcz\w*|samorząd\w*|rad\w* (?:gminy|miasta|powiatu)|wahl\w*|"
    r"kommunalwahl\w*|bundestag|landtag|elecci\w*|municipal\w*|alcald\w*|élection\w*|municipales|législatives|"
    r"mairie|liste citoyenne|вибор\w*|выбор\w*|депутат\w*|мер\w*|campaign|kampani\w*|wahlkampf\w*|campaña|campagne|"
    r"кампані\w*|кампани\w*|штаб\w*|protest\w*|demonstration\w*|demonstracj\w*|demos?|manifestacj\w*|manifestaci\w*|"
    r"manifestation\w*|rassemblement\w*|протест\w*|мітинг\w*|митинг\w*|акці\w*|акци\w*|regime|reżim\w*|régime|"
    r"régimen|режим\w*|opposition|opozycj\w*|oposici(?!ones)\w*|опозиці\w*|оппозици\w*|антивоєн\w*|антивоен\w*|"
    r"climate march\w*|extinction rebellion|strajk kobiet|government|rząd\w*|regierung|gobierno|gouvernement|"
    r"уряд\w*|правительств\w*|polonii|polonia)(?![\w])")
_PARTY_CAP = _rx(r"\b[A-Z][\w-]+ (?:Party|Democrats|Greens)\b")
_POLL_ROLE = _rx(r"(?<!\w)(?:mąż zaufania|męża zaufania|mężem zaufania|election observer|polling agent|wahlbeobachter\w*|"
                 r"interventor\w*|apoderad[oa]|assesseur\w*|спостерігач\w*|наблюдател\w*)(?!\w)")


def _politics(text: str, low: str) -> bool:
    for act in _ACT.finditer(low):
        if _negated(low, act.start(), act.end()):
            continue
        lo = low.rfind(".", 0, act.start()) + 1
        hi = len(low) if (e := low.find(".", act.end() + 1)) < 0 else e
        window = low[max(lo, act.start() - 80):min(hi, act.end() + 120)]
        if _POLITICAL.search(window) or _PARTY_CAP.search(text, act.start(), min(len(text), act.end() + 120)):
            return True
    role = _POLL_ROLE.search(low)
    return bool(role and re.search(r"(?<![\w.])" + PARTY_ORG, low)
                and (_ME_RE.search(low) or _YOU_RE.search(low) or MINE.search(low)))


# ---------------------------------------------------------------- a union membership over years

_UNION_ANY = _rx(r"(?<![\w.])(?:" + UNION_ORG + r"|\w+(?:s'|s’|'s|’s) union|union of \w+|związk\w* zawodow\w*|"
                 r"profspil\w*)(?!\w)")
_MEMBER_SINCE = _rx(
    r"(?<![\w'’])(?:i'?ve been (?:a )?(?:member|in)|i have been (?:a )?(?:member|in)|i(?:'m| am) (?:a )?member|"
    r"member since|należę do|jestem (?:w|członkiem|członkinią)|od \w+ lat (?:jestem|należę)|"
    r"(?:ich bin|bin) (?:seit \w+ (?:jahren )?)?(?:mitglied|in der)|seit \w+ jahren (?:bin ich )?(?:mitglied|in der)|"
    r"llevo \w+ años (?:afiliad[oa]|en)|estoy afiliad[oa]|soy afiliad[oa]|je suis syndiqu\w*|je suis adhérent\w*|"
    r"je suis (?:à|au|chez)|я (?:вже )?(?:\w+ років )?член|я (?:уже )?(?:\w+ лет )?член|я в профспіл\w*|я в профсоюз\w*)"
    r"(?![\w'’])")


def _union(low: str) -> bool:
    for m in _MEMBER_SINCE.finditer(low):
        u = _UNION_ANY.search(low, m.end(), min(len(low), m.end() + 60))
        if u and "european union" not in low and not _negated(low, m.start(), u.start()):
            return True
    return False


# ---------------------------------------------------------------- religion said through practice or reported

_FAITH = (r"(?:orthodox\w*|ortodox[oa]s?|prawosławn\w*|православн\w*|muslim\w*|musulman\w*|muzułman\w*|мусульман\w*|"
          r"catholic|katholisch|katholik\w*|católic[oa]|catholique|katoli\w*|католи\w*|jewish|jüdisch|judí[oa]|juif|"
          r"juive|żyd\w*|єврей\w*|еврей\w*)")
_FAITH_SAID = _rx(
    r"(?<![\w'’])(?:i'?m|i am|ich bin|jestem|soy|je suis|я)\s+(?:\w+\s+)?" + _FAITH + r"(?!\w)[^.!?\n]{0,60}?(?<!\w)"
    r"(?:fast\w*|lent|easter|mass|church|mosque|synagogue|shabbat|sabbath|ramadan|pray\w*|pość\w*|poszcz\w*|wielkanoc\w*|"
    r"cerkw\w*|kości\w*|meczet\w*|fast\w*|ostern|kirche|moschee|ayun\w*|cuaresma|pascua|misa|iglesia|mezquita|"
    r"jeûn\w*|carême|pâques|messe|église|mosquée|пощ\w*|піст|пост\w*|великдень|пасх\w*|церкв\w*|мечет\w*|храм\w*)(?!\w)"
    r"|(?<!\w)(?:told (?:them|him|her) (?:that )?i'?m|said (?:that )?i'?m|powiedział\w*,? że jestem|"
    r"sagte,? (?:dass )?ich (?:bin|sei)|dije que (?:soy|era)|j'ai dit que je suis|сказал\w*,? (?:що|что) (?:я )?)"
    r"\s*(?:a |an )?" + _FAITH + r"(?!\w)")


# ---------------------------------------------------------------- sexuality told in passing

_STRAIGHT = _rx(
    r"(?<!\w)(?:think|thinks|believe|assume)s? (?:that )?i'?m straight|(?:myśl|sądz)\w*,? że jestem hetero\w*|"
    r"(?:denk|glaub)\w*,? (?:dass )?ich (?:bin |sei |wäre )?hetero\w*|creen que soy hetero\w*|"
    r"(?:croi|pense)\w*,? que je suis hétéro\w*|думають,? що я гетеро\w*|думают,? что я гетеро\w*")
_HE_KIN = (r"(?:brother|son|husband|dad|father|uncle|cousin|nephew|flatmate|roommate|friend|colleague|brat\w*|syn\w*|"
           r"mąż|męża|tata|ojciec|wujek|kuzyn\w*|bratanek|siostrzeniec|współlokator\w*|przyjaciel\w*|kolega|"
           r"bruder|sohn|mann|vater|onkel|cousin|neffe|mitbewohner|freund|kollege|hermano|hijo|marido|padre|tío|primo|"
           r"sobrino|compañero|amigo|frère|fils|mari|père|oncle|neveu|colocataire|ami|collègue|брат\w*|син\w*|сын\w*|"
           r"чолові\w*|батьк\w*|отец|дядьк\w*|дяд\w*|племінник\w*|племянник\w*|сусід\w*|сосед\w*|друг\w*|колег\w*)")
_SHE_KIN = (r"(?:sister|daughter|wife|mum|mom|mother|aunt|niece|flatmate|roommate|friend|colleague|siostr\w*|córk\w*|"
            r"żon\w*|mam\w*|matk\w*|ciocia|ciotk\w*|kuzynk\w*|współlokatork\w*|przyjaciółk\w*|koleżank\w*|schwester|"
            r"tochter|frau|mutter|tante|nichte|cousine|mitbewohnerin|freundin|kollegin|hermana|hija|esposa|mujer|madre|"
            r"tía|prima|sobrina|compañera|amiga|sœur|fille|femme|mère|tante|nièce|colocataire|amie|collègue|сестр\w*|"
            r"доньк\w*|дочк\w*|дочь|дружин\w*|жін\w*|мам\w*|мат\w*|тітк\w*|тет\w*|племінниц\w*|племянниц\w*|"
            r"сусідк\w*|соседк\w*|подруг\w*|колег\w*)")
_TOGETHER = (r"(?:in a relationship with|lives with|living with|dating|together with|married to|engaged to|"
             r"(?:jest )?w związku z|mieszka z|spotyka się z|żyje z|ożenił się z|wyszła za|lebt mit|zusammen mit|"
             r"verheiratet mit|verlobt mit|geht mit|sale con|vive con|está con|casad[oa] con|prometid[oa] con|vit avec|"
             r"sort avec|en couple avec|marié\w* avec|живе з|живе разом з|зустрічається з|одружився з|живет с|"
             r"встречается с|женился на)")
_WITH_MAN = (_TOGETHER + r"\s+(?:a |an |un |einem |jednym )?(?:man|guy|boy|boyfriend|mężczyzną|chłopakiem|mann|freund|"
             r"hombre|chico|novio|homme|garçon|copain|чоловіком|хлопцем|мужчиной|парнем)")
_WITH_WOMAN = (_TOGETHER + r"\s+(?:a |an |una |une |einer |ihrer |jedną )?(?:woman|girl|girlfriend|kobietą|dziewczyną|"
               r"frau|freundin|mujer|chica|novia|femme|fille|copine|жінкою|дівчиною|женщиной|девушкой)")
_SAME_SEX = _rx(
    r"(?<![\w'’])(?:my|mój|moja|mein\w*|mi|mon|ma|мій|моя|мой)\s+(?:\w+\s+)?" + _HE_KIN + r"(?!\w)[^.!?\n]{0,40}?"
    + _WITH_MAN + r"(?!\w)|(?<![\w'’])(?:my|moja|mein\w*|mi|ma|моя)\s+(?:\w+\s+)?" + _SHE_KIN + r"(?!\w)[^.!?\n]{0,40}?"
    + _WITH_WOMAN + r"(?!\w)")
_TRANS = _rx(
    r"(?<![\w'’])(?:my|mój|moja|mein\w*|mi|mon|ma|мій|моя|мой|наш\w*)\s+(?:\w+\s+)?(?:" + _HE_KIN + "|" + _SHE_KIN
    + r")(?!\w)[\s,]+(?:[\w'’]+[\s,]+){0,3}?(?:is|jest|ist|es|est|є|—|-|–)?\s*(?:\w+\s+)?(?:trans|transgender\w*|transpłciow\w*|transsexuel\w*|transgenre|"
    r"transexual|трансгендер\w*|трансгендерн\w*)(?!\w)(?! fat| fats|-fett|ferencia|fer|port|lat)")


# ---------------------------------------------------------------- money trouble as events

_BANKRUPT = _rx(
    r"(?:^|[.!?]\s+|\n)(?:declared|went|filed for|i (?:was )?declared|i went|i filed for)\s+bankrupt\w*"
    r"|(?<!\w)i(?:'m| am| was| have been| got) (?:declared )?bankrupt(?!\w)")
_ALIMONY = _rx(
    r"(?<![\w'’])(?:i (?:don'?t|do not|haven'?t|have not|can'?t|stopped) pay\w*|nie płac\w*|nie zapłac\w*|"
    r"(?:ich )?zahle (?:keinen|nicht|kein)|no (?:pago|he pagado|puedo pagar)|je ne (?:paie|paye|verse|peux pas payer)|"
    r"не плачу|не сплачую|не виплачую|не платил\w*|не платив)\s+(?:\w+\s+){0,4}?(?:child support|maintenance|alimony|"
    r"aliment\w*|unterhalt\w*|pensión|pension alimentaire|pension|аліменти|алименты|аліментів|алиментов)(?!\w)")
_COLLECTOR = _rx(
    r"(?<!\w)(?:debt collect\w*|collection agency|collectors?|bailiffs?|inkasso\w*|gerichtsvollzieh\w*|komornik\w*|"
    r"windyk\w*|cobrador\w*|recobro|agencia de cobro|huissier\w*|recouvrement|колектор\w*|коллектор\w*)(?!\w)")
_TO_ME = _rx(r"(?<![\w'’])(?:me|mir|mich|mnie|do mnie|mi|me|m'|мені|мене|мне|меня|my|mein\w*|moj\w*|mój|мій|мой|i)"
             r"(?![\w'’])|(?<!\w)[m]['’]")
_OWN_DEBT = _rx(r"(?<!\w)(?:my debts?|old debts?|loan|credit card|kredit\w*|\w*schulden|dług\w*|kredyt\w*|deudas?|"
                r"préstamo|crédit|dettes?|кредит\w*|борг\w*|долг\w*)(?!\w)")
_DOUBTED = _rx(r"(?<!\w)(?:never heard|don'?t recogni[sz]e|haven'?t opened|not opened|mistake|scam|fraud|identity|"
               r"nie znam|nie rozpoznaj\w*|oszust\w*|pomyłk\w*|kenne (?:ich|die) nicht|betrug|irrtum|no reconozco|"
               r"estafa|error|je ne (?:connais|reconnais) pas|arnaque|erreur|не знаю|не впізнаю|не узнаю|шахра\w*|"
               r"мошен\w*|помилк\w*|ошибк\w*)(?!\w)")
_ORDER = _rx(
    r"(?<!\w)(?:mahnbescheid|vollstreckungsbescheid|nakaz zapłaty|payment order|liability order|county court judgment|"
    r"ccj|orden de pago|proceso monitorio|requerimiento de pago|injonction de payer|commandement de payer|"
    r"судовий наказ|судебный приказ|in arrears|arrears|rückstand|zaległoś\w*|atrasos|arriérés?|заборгован\w*|"
    r"задолженност\w*)(?!\w)")
_SUM = _rx(r"[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur|euro|pfund|pounds|zł|pln|грн|руб|usd|gbp)(?!\w)")
_CANT = _rx(
    r"(?<!\w)(?:i can'?t pay|i cannot pay|if i can'?t pay|can'?t afford|kann (?:ich )?nicht (?:be)?zahlen|"
    r"ich kann nicht (?:be)?zahlen|widerspruch|je ne peux pas payer|no puedo pagar|nie mam (?:z czego|tyle)|"
    r"nie stać mnie|не можу (?:заплатити|сплатити)|не могу (?:заплатить|оплатить)|what happens if i)")


def _money(text: str, low: str) -> bool:
    if _BANKRUPT.search(low) or _ALIMONY.search(low):
        return True
    col = _COLLECTOR.search(low)
    if col and _TO_ME.search(low) and (_SUM.search(low) or _OWN_DEBT.search(low)) and not _DOUBTED.search(low):
        return True
    order = _ORDER.search(low)
    return bool(order and _SUM.search(low) and (_YOU_RE.search(low) or _CANT.search(low)))


# ---------------------------------------------------------------- intimate life as events

_PARTNER = (r"(?:husband|wife|boyfriend|girlfriend|partner|fianc[ée]e?|mąż|męża|mężem|żona|żony|żoną|chłopak\w*|"
            r"narzeczon\w*|partner\w*|mann|frau|freund|freundin|verlobte\w*|marido|mujer|esposa|novi[oa]|pareja|"
            r"mari|femme|copain|copine|conjoint\w*|чолові\w*|дружин\w*|хлопц\w*|хлопець|наречен\w*|муж\w*|жен\w*|"
            r"парн\w*|бойфренд\w*)")
_OTHER_ONE = _rx(
    r"(?<!\w)(?:another woman|another man|other woman|other man|innej kobiety|inną kobietą|innej kobiecie|"
    r"innego mężczyzny|innym mężczyzną|einer anderen frau|einem anderen mann|otra mujer|otro hombre|une autre femme|"
    r"un autre homme|другою жінкою|іншою жінкою|іншим чоловіком|іншій жінці|другой женщиной|другим мужчиной|"
    r"другой женщине)(?!\w)")
_PARTNER_RE = _rx(r"(?<!\w)" + _PARTNER + r"(?!\w)")
_SECRET_THING = _rx(
    r"(?<!\w)(?:(?:a thing|something|an affair) with|(?:coś|romans|\"a thing\"|a thing) z|was mit|algo con|une liaison avec|"
    r"quelque chose avec|щось з|что-то с|роман с|роман з)(?!\w)[^.!?\n]{0,120}?(?<!\w)(?:nobody knows|no one knows|"
    r"doesn'?t know|does not know|has no idea|keiner weiß|niemand weiß|weiß (?:es )?nicht|weiß nichts|nikt nie wie|"
    r"nic nie wie|nie wie|nadie (?:lo )?sabe|no (?:lo )?sabe|no sabe nada|personne ne (?:le )?sait|ne sait rien|"
    r"ne le sait pas|ніхто не знає|нічого не знає|не знає|никто не знает|ничего не знает|не знает)(?!\w)")
_BRUISE = _rx(r"(?<!\w)(?:bruis\w*|siniak\w*|siniec|sińce|blaue flecken|hämatom\w*|moratones|moratón|morados|"
              r"bleus|ecchymoses?|синц\w*|синяк\w*)(?!\w)")
_FORCE = _rx(
    r"(?<![\w'’])(?:push\w*|shov\w*|hits? (?:me|her)|hit (?:me|her)|grabb?\w*|chok\w*|slapp?\w*|empuj\w*|(?:me|la) pega|"
    r"golpe\w*|popych\w*|popchn\w*|bije|uderz\w*|schubs\w*|geschlagen|stößt|pouss\w*|frapp\w*|giflé\w*|"
    r"штовха\w*|штовхну\w*|б'є|б’є|бив|бьет|бьёт|бил|толка\w*|толкну\w*|ударил\w*|вдарив)(?![\w'’])")
_DIVORCE = _rx(
    r"(?<!\w)(?:divorc\w*|decree (?:absolute|nisi)|scheidung\w*|scheiden|divorcio|divorç\w*|rozw[oó]d\w*|"
    r"rozwiedzi\w*|розлуч\w*|розірвання шлюбу|расторжени\w* брака|развод\w*)(?!\w)")
_OUR_SIDE = _rx(
    r"(?<![\w'’])(?:(?:your|ihr|ihre|ihrem|votre|su|twój|pana|pani|ваш\w*|my|mein\w*|mon|ma|mi|mój|moj\w*|мій|моїм|мо\w+|"
    r"мой|моим)\s+(?:ex-)?" + _PARTNER + r"|from (?:mr|mrs|ms)\b|lassen uns|wir lassen|nous divorçons|on divorce|"
    r"lassen wir uns|nos divorciamos|nos estamos divorciando|nous allons divorcer|rozwodzimy się|розлучаємося|разводимся|we(?:'re| are) (?:getting )?divorc\w*)"
    r"(?!\w)")


def _intimate(low: str) -> bool:
    other = _OTHER_ONE.search(low)
    if other and _PARTNER_RE.search(low):
        return True
    if _SECRET_THING.search(low):
        return True
    if (_BRUISE.search(low) or _FORCE.search(low)) and _PARTNER_RE.search(low) and (
            _BRUISE.search(low) and _FORCE.search(low)
            or re.search(r"(?<!\w)(?:my|mein\w*|mi|mon|ma|mój|moja|мій|моя|мой|su|sein\w*|ihr\w*|son|sa|jej|jego|її|её|"
                         r"його|его)\s+" + _PARTNER + r"(?!\w)[^.!?\n]{0,40}?" + _FORCE.pattern, low)):
        return True
    return bool(_DIVORCE.search(low) and _OUR_SIDE.search(low))


# ---------------------------------------------------------------- an origin said of oneself or held against one

_GROUPS = (MINORITY + r"|roma|roms?|sinto|sintiza|gypsy|gypsies|travellers|maghrébins?|maghrébines?|arabes?|noirs?|"
           r"africains?|beurs?|moros?|sudacas?|gitanos|mapuche|quechua|aymara|cyganie|cyganów|romów|czarn\w+|"
           r"ausländer\w*|araber\w*|schwarze\w*|türken|kanaken|asians|asiáticos|asiatiques|ромів|ромам|циганів|"
           r"цыган\w*|кавказц\w*|чурк\w*")
_OWN_ORIGIN = _rx(
    r"(?<![\w'’])(?:soy|i'?m|i am|jestem|ich bin|je suis|я)\s+(?:de |of |d'|\w+ )?(?:etnia|ethnie|ethnicity|ethnic|"
    r"narodowości|pochodzenia|herkunft|origen|origine|етнічн\w*|этническ\w*|національності|национальности)\s+\w+"
    r"|(?<!\w)(?:asked|fragte\w*|gefragt|preguntaron|preguntó|pytał\w*|zapytał\w*|demandé|питал\w*|спрашивал\w*|спитал\w*)"
    r"[^.!?\n]{0,50}?(?:whether we are|if we are|whether i am|if i am|ob wir|ob ich|czy jesteśmy|czy jestem|si somos|"
    r"si soy|si era|si nous sommes|si je suis|si j'étais|чи ми|чи я|не (?:ми|мы)|мы ли|я ли)\s+(?:\w+\s+)?"
    r"(?:" + _GROUPS + r")(?!\w)")
_REFUSED = _rx(
    r"(?<!\w)(?:refused|denied|rejected|turned (?:me )?down|odmówi\w*|abgelehnt|verweiger\w*|negaron|negado|rechaz\w*|"
    r"refusé\w*|відмовил\w*|отказал\w*)(?!\w)[^\n]{0,120}?(?<!\w)(?:" + _GROUPS + r")(?!\w)")


# ---------------------------------------------------------------- the finder

def _said(pattern: re.Pattern[str], low: str) -> bool:
    return any(not _negated(low, m.start(), m.start()) for m in pattern.finditer(low))


_REASONS = {Kind.HEALTH: "health information", Kind.BELIEFS: "religion, politics or union membership",
            Kind.SEXUALITY: "sexual orientation or sex life", Kind.FINANCE: "personal finances",
            Kind.RELATIONSHIP: "intimate or private life", Kind.ETHNICITY: "ethnic origin"}


def find_lived_acts(text: str) -> list[Finding]:
    """A disclosure told as a pasted record or as things done (see the module's doc); one finding over the message."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text).replace("’", "'")
    kind: Kind | None = None
    if opens(text, _B_RECORD) and _record(text, low):
        kind = Kind.HEALTH
    elif opens(text, _B_ORIGIN) and (_said(_OWN_ORIGIN, low) or _REFUSED.search(low) and _TO_ME.search(low)):
        kind = Kind.ETHNICITY
    elif (opens(text, _B_POLITICS) and _politics(text, low) or opens(text, _B_UNION) and _union(low)
          or opens(text, _B_FAITH) and _said(_FAITH_SAID, low)):
        kind = Kind.BELIEFS
    elif opens(text, _B_SEX) and (_STRAIGHT.search(low) or _said(_SAME_SEX, low) or _said(_TRANS, low)):
        kind = Kind.SEXUALITY
    elif opens(text, _B_MONEY) and _money(text, low):
        kind = Kind.FINANCE
    elif opens(text, _B_INTIMATE) and _intimate(low):
        kind = Kind.RELATIONSHIP
    if kind is None or NOT_ANYONES.search(low) or SAMPLE.search(low):
        return []
    return [Finding(kind, _REASONS[kind], 0, len(text.rstrip()))]
