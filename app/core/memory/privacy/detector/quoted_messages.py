"""What a message the user received says about them or a relative (round 35, rquote): 'Standesamt schreibt "Ihr
Kirchenaustritt wurde beurkundet"', 'Compte rendu : "trouble anxieux généralisé, traitement par sertraline". Compatible
avec l'alcool ?', 'Муж пишет "уйдёшь — пожалеешь". Вчера толкнул. Как сохранить доказательства?', 'Un amigo me dice
"vi a Sergio Lozano con otra en Sevilla" — Sergio es el marido de mi hermana'.

The rules read the writer's own sentences ("my divorce", "мне диагностировали ..."). A quoted SMS, e-mail, letter or
report speaks to its reader in the second person ("Ihr", "votre", "su", "ваш", "your") or in a clinician's shorthand
with no person at all, so the first-person finders find no one. Here the quoted part - in quotes after a sender ("X
writes", "letter from ...", "Mon avocat :") - is read with its addressee as the subject (`find`):
- its second person becomes the first ("Ihre Wohlverhaltensphase" -> "Meine Wohlverhaltensphase", "votre épouse" ->
  "mon épouse", "твій брат Тарас" -> "мій брат Тарас") and the same finders decide;
- a clinician's or a clinic's report without a person (a diagnosis, "confirmed", a treatment or a dose) is read as the
  writer's diagnosis ("Мне диагностировали: ...") when the writer asks about it; a midwife's message about a week, a
  scan or a screening is the writer's pregnancy;
- a partner's quoted threat ("if you leave ...", "уйдёшь — пожалеешь", "wenn du gehst, weiß ich wo ...") with evidence,
  protection or a blow asked or told about is abuse;
- a named person seen "with another woman / man" who is a relative's spouse ("the husband of my sister") is an affair.
Green limits: a quote from the news, a film, a book, a song or a public figure; phishing and spam (a link to click, an
account blocked); newsletters and leaflets; templates and examples (addressed_letters.SAMPLE); a reminder with no
condition (no finder reads anything in it); a rumour ("I think", "maybe") is left to hearsay.py after the hook.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import caseless_gate, opens_caseless
from app.core.memory.privacy.detector.third_subjects import lang_of

# ---------------------------------------------------------------- the quoted part and who sent it

# paired quotes: "...", «...», „...“, “...”
_QUOTE = re.compile(r'"(?P<a>[^"\n]{4,400})"|«(?P<b>[^»\n]{4,400})»|„(?P<c>[^“”"\n]{4,400})[“”"]|“(?P<d>[^”\n]{4,400})”')
# the quote's sender or document, in the clause before it
_SENDER = re.compile(
    r"(?<!\w)(?:writes?|wrote|texted|texts|text(?:ed)? me|sent|says|said|asked|asks|messaged|emailed|e-mailed|"
    r"replied|letter|e-?mail|mail|sms|text|message|note|report|results?|"
    r"schreibt|schrieb|fragt|fragte|schickt|schickte|sagt|meldet|schreiben|brief|bescheid|nachricht|befund|arztbrief|"
    r"\w*schreiben|mail|"
    r"pisze|napisał\w*|wysłał\w*|pyta|pytał\w*|odpisał\w*|list|wiadomoś\w*|wypis\w*|wynik\w*|pismo|mail\w*|esemes\w*|"
    r"écrit|m'écrit|envoie|envoyé|demande|dit|courrier|lettre|courriel|compte rendu|ordonnance|résultats?|"
    r"escribe|escribió|dice|dijo|pregunta|preguntó|manda|mandó|envía|envió|correo|carta|informe|mensaje|resultados?|"
    r"пише|написав|написала|написал|пишет|надіслав\w*|прислав\w*|прислал\w*|питає|спрашивает|каже|говорит|сказав\w*|"
    r"сказал\w*|лист|повідомлення|висновок|довідка|письмо|сообщение|заключение|справка|эпикриз|смс)(?!\w)",
    re.IGNORECASE)
_SENDER_GATE = caseless_gate(_SENDER)
# a sender label right before a colon: "Mon avocat :", "El abogado:", "Sage-femme :", "Mairie :"
_LABEL_COLON = re.compile(r"(?:^|[.!?\n]\s*)(?:[^\W\d_][\w'’-]*\s+){0,3}[^\W\d_][\w'’-]*\s*:\s*$")
# the clause before the quote: not a public source, a story, a song or an advert
PUBLIC = re.compile(
    r"(?<!\w)(?:news|article|headline|newspaper|paper|film|movie|book|novel|song|lyrics?|series|show|episode|"
    r"interview|speech|president|minister|prime minister|celebrity|actor|actress|singer|character|poem|quote|"
    r"zeitung|artikel|schlagzeile|nachrichten|buch|roman|lied|serie|folge|rede|präsident|kanzler\w*|schauspieler\w*|"
    r"journal|livre|chanson|série|discours|président|acteur|actrice|personnage|"
    r"periódico|artículo|titular|película|libro|novela|canción|serie|discurso|presidente|actor|personaje|"
    r"gazet\w*|artykuł\w*|nagłów\w*|książ\w*|powieś\w*|piosenk\w*|serial\w*|przemówien\w*|prezydent\w*|aktor\w*|"
    r"газет\w*|статт\w*|стать\w*|фільм\w*|фильм\w*|книг\w*|роман\w*|пісн\w*|песн\w*|серіал\w*|сериал\w*|"
    r"промов\w*|реч[ьи]|президент\w*|актор\w*|актёр\w*|актер\w*|персонаж\w*|"
    r"leaflet|flyer|newsletter|brochure|poster|advert\w*|ad|campaign|"
    r"broschüre|flugblatt|werbung|plakat|dépliant|prospectus|publicité|affiche|folleto|publicidad|cartel|"
    r"ulotk\w*|broszur\w*|reklam\w*|plakat\w*|листівк\w*|листовк\w*|буклет\w*|реклам\w*|плакат\w*)(?!\w)")
# phishing and spam: a link, an account to unblock or verify, a prize
_SPAM = re.compile(
    r"(?<!\w)(?:click|link|verify|unlock|blocked|suspended|prize|won|https?|www|bit\.ly|klicken|link|gesperrt|"
    r"gewonnen|cliquez|lien|bloqué|gagné|haga clic|pulse|enlace|bloquead[oa]|ganado|kliknij|link\w*|zablokowan\w*|"
    r"wygrał\w*|натисніть|посилання|заблокован\w*|виграли|нажмите|ссылк\w*|заблокирован\w*|выиграли|scam|spam|"
    r"phishing|betrug|arnaque|estafa|oszust\w*|шахрай\w*|мошенни\w*)(?!\w)")

# ---------------------------------------------------------------- the second person read as the first

_SECOND = {
    "en": {"your": "my", "yours": "mine", "you're": "I'm", "you've": "I've", "you'll": "I'll", "you": "I",
           "yourself": "myself"},
    "de": {"ihr": "mein", "ihre": "meine", "ihrer": "meiner", "ihren": "meinen", "ihrem": "meinem", "ihres": "meines",
           "dein": "mein", "deine": "meine", "deiner": "meiner", "deinen": "meinen", "deinem": "meinem",
           "deines": "meines", "du": "ich", "dich": "mich", "dir": "mir", "sie": "ich"},
    "fr": {"votre": "mon", "vos": "mes", "ton": "mon", "ta": "ma", "tes": "mes", "vous": "je", "tu": "je",
           "te": "me", "t'": "m'"},
    "es": {"su": "mi", "sus": "mis", "tu": "mi", "tus": "mis", "usted": "yo", "tú": "yo", "te": "me", "le": "me"},
    "pl": {"twój": "mój", "twoja": "moja", "twoje": "moje", "twojego": "mojego", "twojej": "mojej",
           "twoim": "moim", "twoją": "moją", "twoi": "moi", "pana": "mój", "pani": "moja", "państwa": "mój",
           "ciebie": "mnie", "cię": "mnie", "tobie": "mnie", "ci": "mi"},
    "uk": {"ваш": "мій", "ваша": "моя", "ваше": "моє", "ваші": "мої", "вашого": "мого", "вашої": "моєї",
           "вашому": "моєму", "вашій": "моїй", "твій": "мій", "твоя": "моя", "твоє": "моє", "твої": "мої",
           "твого": "мого", "твоєї": "моєї", "ви": "я", "вас": "мене", "вам": "мені", "тебе": "мене", "тобі": "мені"},
    "ru": {"ваш": "мой", "ваша": "моя", "ваше": "моё", "ваши": "мои", "вашего": "моего", "вашей": "моей",
           "вашему": "моему", "твой": "мой", "твоя": "моя", "твоё": "моё", "твое": "мое", "твои": "мои",
           "твоего": "моего", "твоей": "моей", "вы": "я", "вас": "меня", "вам": "мне", "тебя": "меня", "тебе": "мне"},
}


def _second_re(words: dict[str, str]) -> re.Pattern[str]:
    plain = sorted((re.escape(w) for w in words if not w.endswith("'")), key=len, reverse=True)
    elided = [re.escape(w) for w in words if w.endswith("'")]  # French "t'": a letter follows the apostrophe
    return re.compile(r"(?<![\w'’])(?:" + "|".join(plain) + r")(?![\w'’])"
                      + "".join(r"|(?<![\w'’])" + w for w in elided), re.IGNORECASE)


_SECOND_RE = {lang: _second_re(words) for lang, words in _SECOND.items()}
# German "Sie"/"Ihr" are the reader only when capitalised inside a sentence; "sie" is "she/they"
_DE_FORMAL = re.compile(r"(?<!\w)(?:Ihr|Ihre|Ihrer|Ihren|Ihrem|Ihres|Sie)(?!\w)")


def _first_person(quote: str, lang: str) -> str | None:
    """The quote with its second person as the first, or None when it has none."""
    words = _SECOND[lang]
    if lang == "de":
        informal = re.compile(r"(?<!\w)(?:dein|deine|deiner|deinen|deinem|deines|du|dich|dir)(?!\w)", re.IGNORECASE)
        if not _DE_FORMAL.search(quote) and not informal.search(quote):
            return None
        out = _DE_FORMAL.sub(lambda m: _cased(words[m.group(0).lower()], "X" if m.start() == 0 else "x"), quote)
        return informal.sub(lambda m: _cased(words[m.group(0).lower()], m.group(0)), out)
    rx = _SECOND_RE[lang]
    if not rx.search(quote):
        return None
    return rx.sub(lambda m: _cased(words[m.group(0).lower().replace("’", "'")], m.group(0)), quote)


def _cased(word: str, like: str) -> str:
    return word[0].upper() + word[1:] if like[:1].isupper() else word


# ---------------------------------------------------------------- a clinician's report with no person

_CLINICAL_SENDER = re.compile(
    r"(?<!\w)(?:doctor|dr|gp|clinic|hospital|consultant|psychiatrist|therapist|nurse|lab|midwife|report|results?|"
    r"arzt|ärztin|hausarzt|praxis|klinik|krankenhaus|befund|arztbrief|psychiater\w*|therapeut\w*|labor|hebamme|"
    r"médecin|docteur|clinique|hôpital|compte rendu|psychiatre|thérapeute|labo\w*|sage-femme|ordonnance|"
    r"médic[oa]|doctor[a]?|clínica|hospital|unidad|consulta|psiquiatra|terapeuta|laboratorio|matrona|informe|"
    r"lekar\w*|lekarz\w*|doktor\w*|klinik\w*|szpital\w*|przychodni\w*|psychiatr\w*|terapeut\w*|laborator\w*|położn\w*|"
    r"wypis\w*|wynik\w*|лікар\w*|клінік\w*|лікарн\w*|психіатр\w*|терапевт\w*|лаборатор\w*|акушерк\w*|висновок|"
    r"довідка|врач\w*|клиник\w*|больниц\w*|психиатр\w*|лаборатор\w*|акушерк\w*|заключение|эпикриз|выписк\w*)(?!\w)")
_DIAG_FRAME = {"en": "I was diagnosed with ", "de": "Bei mir wurde festgestellt: ", "fr": "On m'a diagnostiqué un ",
               "es": "Me diagnosticaron ", "pl": "Zdiagnozowano u mnie ", "uk": "Мені діагностували ",
               "ru": "Мне диагностировали "}
_MIDWIFE = re.compile(r"(?<!\w)(?:midwife|hebamme|sage-femme|matrona|położn\w*|акушерк\w*)(?!\w)")
_PREGNANCY_STEP = re.compile(
    r"(?<!\w)(?:\d{1,2}[- ]?(?:week|wk)s?|scan|screening|trimester|ssw|mutterpass|ultraschall|schwangerschaftswoche|"
    r"semaines?|sa|échographie|trimestre|prise de sang|semanas?|ecografía|tydzie\w*|tygodni\w*|usg|trymestr\w*|"
    r"badani\w* prenataln\w*|тиж\w*|скринінг\w*|узд|триместр\w*|недел\w*|скрининг\w*)(?!\w)")
# a clinician's wording that states a finding, not an appointment: a treatment, a dose, "confirmed", "meets criteria"
_CLINICAL_WORDING = re.compile(
    r"(?<!\w)(?:\d+(?:[.,]\d+)?\s?(?:mg|µg|mcg|ml|мг|мкг|мл)|treatment|therapy|therapie|behandlung|traitement|thérapie|"
    r"tratamiento|terapia|leczeni\w*|терапі\w*|терапи\w*|лікуванн\w*|лечени\w*|confirmed|bestätigt\w*|confirmée?|"
    r"confirmad[oa]|potwierdz\w*|підтвердж\w*|подтвержд\w*|criteria|kriterien|critères|criterios|kryteri\w*|"
    r"критері\w*|критери\w*|viral load|viruslast|charge virale|carga viral|wiremi\w*|вірусн\w* навантаженн\w*|"
    r"вирусн\w* нагрузк\w*|diagnos\w*|rozpozna\w*|діагноз\w*|диагноз\w*|chronic|chronisch\w*|chronique|crónic[oa]|"
    r"przewlek\w*|хронічн\w*|хроническ\w*|stage|stadium|stade|estadio|stopień|стаді\w*|стади\w*|"
    r"розлад\w*|расстройств\w*|disorder|störung|trouble|trastorno|zaburzeni\w*|"
    r"(?:grup\w*|group|gruppe|groupe|grupo|meeting|treffen|réunion|reunión|spotkani\w*|груп\w*|зустріч\w*|"
    r"встреч\w*|собрани\w*) (?:aa|na|anonimowych alkoholików)|anonymous alcoholics|alcoholics anonymous|"
    r"anonyme alkoholiker|alcooliques anonymes|alcohólicos anónimos|anonimowi alkoholicy|анонімн\w+ алкоголік\w*|"
    r"анонимн\w+ алкоголик\w*)(?!\w)")
# the writer asks about their own situation after the quote
_ASKS = re.compile(r"\?\s*$|\?\s")

# ---------------------------------------------------------------- a partner's threat

_PARTNER = re.compile(
    r"(?<!\w)(?:(?:my |mon |ma |mein |meine |mi |mój |moja |мій |моя |мой )?(?:husband|wife|boyfriend|girlfriend|"
    r"partner|ex|fiancée?|mann|ehemann|frau|ehefrau|freund|freundin|ex-\w+|mari|femme|copain|copine|conjoint|ex-\w+|"
    r"marido|esposa|esposo|novio|novia|pareja|mąż|męż\w*|żona|chłopak|partner\w*|były|była|чоловік|дружина|хлопець|"
    r"колишній|муж|жена|парень|бывший|бывшая))(?!\w)")
_THREAT = re.compile(
    r"(?<!\w)(?:if you (?:leave|go|tell|call)|you'?ll regret|you will regret|i'?ll (?:kill|hurt|find|make sure|take)|"
    r"never see the kids|i know where|wenn du (?:gehst|gehen|mich verlässt|jemandem|es)|wirst du bereuen|"
    r"weiß ich,? wo|ich bring\w* dich|ich mach\w* dich|si tu pars|si tu me quittes|tu vas le regretter|"
    r"je vais te|je sais où|si te vas|si me dejas|te vas a arrepentir|te arrepentirás|te mato|sé dónde|"
    r"jak odejdziesz|jeśli odejdziesz|pożałujesz|zabiję cię|wiem,? gdzie|уйд[её]шь|пожалеешь|убью|я знаю,? где|"
    r"підеш|пошкодуєш|вб'ю|вбʼю|уб'ю|я знаю,? де)(?!\w)")
_THREAT_AFTER = re.compile(
    r"(?<!\w)(?:evidence|proof|record|screenshot|save|police|restraining|protect\w*|help|pushed|hit|shoved|slapped|"
    r"beweis\w*|sichere?|polizei|anzeige|schutz\w*|hilfe|geschubst|geschlagen|gestoßen|preuves?|sauvegarder|"
    r"police|plainte|protection|aide|poussée?|frappée?|pruebas?|guardar|policía|denuncia|orden de alejamiento|"
    r"ayuda|empujó|pegó|dowod\w*|dowód|zapisać|policj\w*|zgłosić|zakaz zbliżania|pomoc\w*|popchnął|uderzył|"
    r"доказ\w*|зберегти|поліці\w*|заяв\w*|захист\w*|допомог\w*|штовхнув|вдарив|ударив|толкнул|сохранить|"
    r"полици\w*|защит\w*|помощ\w*|бьёт|бьет|б'є)(?!\w)")

# ---------------------------------------------------------------- a relative's spouse seen with someone else

_SEEN = (r"(?:saw|seen|spotted|gesehen|erwischt|vu|vue|vi|visto|pillé|widział\w*|przyłapał\w*|бачив|бачила|"
         r"бачили|видел\w*|видели)")
_WITH_OTHER = (r"(?:with (?:another|some other|a) (?:woman|man|girl|guy)|with his (?:colleague|ex)|"
               r"with her (?:colleague|ex)|mit (?:einer anderen|einem anderen|seiner kollegin|ihrem kollegen|seiner ex|"
               r"ihrem ex|einer frau|einem mann)|avec une autre|avec un autre|avec sa collègue|avec son collègue|"
               r"avec une femme|avec un homme|con otra|con otro|con una mujer|con un hombre|con su compañera|"
               r"con su compañero|z inną|z innym|z jakąś|z koleżanką|z kolegą|з іншою|з іншим|з якоюсь|з колегою|"
               r"с другой|с другим|с какой-то|с коллегой)")
_SEEN_WITH = re.compile(r"(?<!\w)(?:" + _SEEN + r"(?!\w)[^.!?\n]{1,60}?(?<!\w)" + _WITH_OTHER + r"|" + _WITH_OTHER
                        + r"(?!\w)[^.!?\n]{1,60}?(?<!\w)" + _SEEN + r")(?!\w)")
# a divorce filed or pending with the writer's spouse, once the quote speaks of "my": "la requête en divorce de mon épouse"
_DIVORCE_MINE = re.compile(
    r"(?<!\w)(?:divorce|divorcio|scheidung\w*|rozw[oó]d\w*|розлучен\w*|развод\w*)(?!\w)[^.!?\n]{0,50}?(?<!\w)"
    r"(?:my (?:wife|husband|spouse|partner)|meine[rs]? (?:ehe)?(?:frau|mann|gattin|gatte)|meines (?:ehe)?mannes|"
    r"(?:de )?mon (?:épouse|mari|conjoint)|(?:de )?ma femme|mi (?:esposa|esposo|marido|mujer|cónyuge)|"
    r"moje[jg]o? (?:żony|męża|małżonk\w*)|мо(?:єї|го|ей|его) (?:дружини|чоловіка|жены|мужа))(?!\w)"
    r"|(?<!\w)(?:my (?:wife|husband|spouse)|meine[rs]? (?:ehe)?(?:frau|mann)|mon (?:épouse|mari|conjoint)|ma femme|"
    r"mi (?:esposa|esposo|marido|mujer)|moja żona|mój mąż|моя дружина|мій чоловік|моя жена|мой муж)(?!\w)"
    r"[^.!?\n]{0,50}?(?<!\w)(?:divorce|divorcio|scheidung\w*|rozw[oó]d\w*|розлучен\w*|развод\w*)(?!\w)")
# the writer's own procedure named by the rewritten quote's "my": "my bankruptcy petition", "моя заява про банкрутство"
_MY = (r"(?:my|mein\w*|mon|ma|mes|mi|mis|mój|moja|moje|mojego|mojej|мій|моя|моє|мого|моєї|мой|моё|моего|моей)\s+"
       r"(?:[\w-]+\s+){0,3}?")
_MY_PROCEDURE = {
    Kind.FINANCE: re.compile(r"(?<!\w)" + _MY + r"(?:bankruptcy|insolvency|insolvenz\w*|privatinsolvenz\w*|faillite|"
                             r"surendettement|quiebra|concurso|upadło\w*|банкрутств\w*|банкротств\w*|"
                             r"неплатоспроможн\w*|несостоятельн\w*)(?!\w)"),
    Kind.BELIEFS: re.compile(r"(?<!\w)" + _MY + r"(?:withdrawal from the church|leaving the church|kirchenaustritt\w*|"
                             r"austritt aus der kirche|apostasy|apostasie|apostasía|apostazj\w*|débaptisation|"
                             r"вихід із церкви|выход из церкви)(?!\w)"),
}
# a refusal's quoted reason is the writer's: 'Die Bank lehnt ab wegen "negativem SCHUFA-Eintrag"'
_REFUSED = re.compile(
    r"(?<!\w)(?:rejected|declined|refused|turned (?:me )?down|lehnt\w*|abgelehnt|refus\w*|rechaz\w*|deneg\w*|"
    r"odm[oó]wi\w*|odrzuci\w*|odmowa|відмов\w*|отказ\w*)(?!\w)[^.!?\n]{0,40}?(?<!\w)(?:because of|due to|over|"
    r"wegen|aufgrund|à cause d\w*|en raison d\w*|pour|por|debido a|z powodu|ze względu na|через|из-за)\s*$")
_HAVE_FRAME = {"en": "I have ", "de": "Ich habe ", "fr": "J'ai ", "es": "Tengo ", "pl": "Mam ", "uk": "У мене ",
               "ru": "У меня "}
_SPOUSE_OF_KIN = re.compile(
    r"(?<!\w)(?:(?:husband|wife|partner|boyfriend|girlfriend) of my|(?:my (?:sister|brother|friend|daughter|son|"
    r"cousin|mum|mom|dad)'s (?:husband|wife|partner|boyfriend|girlfriend))|"
    r"(?:mann|ehemann|frau|ehefrau|freund|freundin|partner\w*) (?:meiner|meines) \w+|"
    r"(?:mari|femme|copain|copine|conjoint\w*) de (?:ma|mon) \w+|"
    r"(?:marido|esposo|esposa|mujer|novio|novia|pareja) de mi \w+|"
    r"(?:mąż|żona|chłopak|partner\w*) (?:mojej|mojego) \w+|"
    r"(?:чоловік|дружина|хлопець) (?:моєї|мого) \w+|(?:муж|жена|парень) (?:моей|моего) \w+|"
    r"my (?:husband|wife|partner|boyfriend|girlfriend)|mein (?:mann|freund|partner)|meine (?:frau|freundin|partnerin)|"
    r"mon (?:mari|copain|conjoint)|ma (?:femme|copine)|mi (?:marido|esposo|esposa|mujer|novio|novia|pareja)|"
    r"mój (?:mąż|chłopak|partner)|moja (?:żona|dziewczyna)|мій (?:чоловік|хлопець)|моя дружина|мой (?:муж|парень)|"
    r"моя жена)(?!\w)")
_RUMOUR = re.compile(
    r"(?<!\w)(?:i think|maybe|might|not sure|rumou?r|vielleicht|glaube|gerücht|peut-être|je crois|rumeur|quizás|"
    r"quizá|creo que|rumor|chyba|może|plotk\w*|мабуть|може|здається|чутк\w*|может|кажется|слух\w*)(?!\w)")

_REASON = {Kind.RELATIONSHIP: "intimate or private life"}
_KIND_REASON = {Kind.FINANCE: "personal finances", Kind.BELIEFS: "religion, politics or union membership"}


def quotes(text: str) -> list[tuple[int, int, str]]:
    """(start, end, body) of each quoted part after a sender, and of a clause after a sender label's colon."""
    out: list[tuple[int, int, str]] = []
    for m in _QUOTE.finditer(text):
        body = next(g for g in m.groups() if g is not None)
        out.append((m.start(), m.end(), body))
    if not out:  # 'Mon avocat : la requête ...', no quote marks: the clause after a label's colon
        for m in re.finditer(r":\s+", text):
            before = text[:m.start() + 1]
            if _LABEL_COLON.search(before):
                end = re.search(r"[.!?](?:\s|$)|$", text[m.end():])
                stop = m.end() + (end.start() if end else 0)
                if stop - m.end() >= 8:
                    out.append((m.end(), stop, text[m.end():stop]))
    return out


def _not_a_statement(text: str, end: int, body: str) -> bool:
    """A quoted question or field name says nothing about its reader: a form's 'Are you pregnant? [ ] Yes [x] No', a
    lesson's 'For PSHE: how would you explain ...?', a template's field '"Diagnose:"' or a single word."""
    stripped = body.rstrip()
    unquoted_clause = text[end - 1:end] not in ('"', "»", "“", "”")  # a clause after a label's colon
    if stripped.endswith(("?", ":")) or (unquoted_clause and text[end:end + 1] == "?"):
        return True
    return len(stripped.split()) < 2


def clause_before(text: str, start: int) -> str:
    lead = text[max(0, start - 90):start]
    cut = max(lead.rfind(". "), lead.rfind("! "), lead.rfind("? "), lead.rfind("\n"))
    return lead[cut + 1:] if cut >= 0 else lead


def find_quoted_messages(text: str, find: Callable[[str], list[Finding]]) -> list[Finding]:
    """A disclosure about the writer or a relative inside a message they quote (see the module's doc)."""
    if ":" not in text and not opens_caseless(text, _SENDER_GATE):
        return []
    low = lower_keep_length(text)
    if SAMPLE.search(low):
        return []
    lang = ""
    for start, end, body in quotes(text):
        if _not_a_statement(text, end, body):
            continue
        before = clause_before(text, start)
        low_before = before.lower()
        if not (_SENDER.search(before) or _LABEL_COLON.search(before) or _REFUSED.search(low_before)):
            continue
        low_body = body.lower()
        if PUBLIC.search(low_before) or _SPAM.search(low_body):
            continue
        after = text[end:]
        low_after = after.lower()
        lang = lang or lang_of(text)
        found = _read(body, lang, find)
        if not found and _ASKS.search(after) and _CLINICAL_SENDER.search(low_before):
            if _MIDWIFE.search(low_before) and _PREGNANCY_STEP.search(low_body):
                return [Finding(Kind.HEALTH, "health information", start, end)]
            if _CLINICAL_WORDING.search(low_body):
                found = find(_DIAG_FRAME[lang] + body)
        if not found and _REFUSED.search(low_before) and _ASKS.search(after):
            found = find(_HAVE_FRAME[lang] + body)
        if not found and _PARTNER.search(low_before) and _THREAT.search(low_body) and _THREAT_AFTER.search(low_after):
            return [Finding(Kind.RELATIONSHIP, _REASON[Kind.RELATIONSHIP], start, end)]
        if not found and _SEEN_WITH.search(low_body) and _SPOUSE_OF_KIN.search(low_after + " " + low_before) \
                and not _RUMOUR.search(low_body):
            return [Finding(Kind.RELATIONSHIP, _REASON[Kind.RELATIONSHIP], start, end)]
        if found:
            kinds = [f.kind for f in found if f.kind not in (Kind.IDENTIFIER, Kind.SECRET, Kind.IDENTITY)]
            if kinds:
                return [Finding(kinds[0], found[0].reason, start, end)]
    return []


def _read(body: str, lang: str, find: Callable[[str], list[Finding]]) -> list[Finding]:
    """The quote read with its second person as the writer."""
    # the detected language first, then the others of its script (a short quote's language is a guess)
    langs = ("uk", "ru") if lang in ("uk", "ru") else (lang,) + tuple(x for x in ("de", "fr", "es", "en", "pl") if x != lang)
    for one in langs:
        mine = _first_person(body, one)
        if mine is not None:
            found = find(mine)
            if found:
                return found
            low_mine = mine.lower()
            if _DIVORCE_MINE.search(low_mine):
                return [Finding(Kind.RELATIONSHIP, _REASON[Kind.RELATIONSHIP], 0, len(body))]
            for kind, rx in _MY_PROCEDURE.items():
                if rx.search(low_mine):
                    return [Finding(kind, _KIND_REASON[kind], 0, len(body))]
    return []
