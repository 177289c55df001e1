"""A letter to the user, quoted by the user (round 23): what it says of them is theirs.

People paste what they received and ask about it: a union's or a party's welcome ("Mail von ver.di: „Willkommen als
Mitglied …“ – darf mein Chef fragen …?", "Bienvenue chez LFI, votre adhésion est confirmée. Mon employeur peut-il le
savoir ?"), a diagnosis copied from a discharge letter with "that's me" ("Диагноз: ВИЧ-инфекция … Это про меня"), a debt
collector's letter with "I can't pay it". The letter speaks to "you" - the user -, so the rules that look for "I", "my"
or a name find no one. Red when
- the letter confirms a membership or a union mandate to its reader ("your membership", "votre adhésion", "Ihre
  Mitgliedschaft", "tu afiliación", "Twoja składka członkowska", "ви стали членом", "welcome/thank you for joining")
  and names a union or a political party, and the user shows it is theirs (received, forwarded, "my employer");
- a diagnosis line ("Diagnosis:", "Diagnose:", "Rozpoznanie:", "Діагноз:") is claimed by the user ("that's me", "c'est
  moi", "das bin ich", "soy yo", "to o mnie", "це про мене", "это про меня", "my results");
- a collector's or a creditor's letter states a sum owed by "you" and the user says they cannot pay or asks what to do.

Green limits: a welcome to anything else (a subscription, a library, a gym), a union's or a party's news or invitation
without a membership, a template, sample or a draft for others ("template", "Beispiel", "exemple", "przykład",
"шаблон"), a diagnosis line nobody claims (a textbook's, a course's).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.vocab.lived import PARTY_ORG, UNION_ORG

# cheap literal gates: every red message here has one of these (lower-cased text)
_GATE_MEMBER = ("member", "mitglied", "adhé", "adhe", "afilia", "członk", "czlonk", "cotisation", "składk", "skladk",
                "член", "délégué", "delegue", "delegad", "joining", "rejoint", "unirte", "beitritt", "wstąpien",
                "wstapien", "вступ", "legitymac", "militant", "carné", "carnet", "poczet")
_GATE_DIAG = ("diagn", "rozpozn", "діагноз", "диагноз", "befund")
_GATE_DEBT = ("balance", "owe", "forderung", "rückstand", "dette", "impayé", "deuda", "adeud", "zadłuż", "zaległ",
              "заборгован", "задолжен", "борг", "долг", "arrears", "recover", "inkasso", "recouvrement", "windyk")

_YOUR = (r"(?:your|you|you're|you are|votre|vous|vos|ihre|ihr|ihrer|sie|dein|deine|deiner|du|tu|su|usted|twoja|twoje|"
         r"twój|pana|pani|państwa|jesteś|ваш|ваша|ваше|ви|вы|твій|твоя|твой)")
_MEMBERSHIP = (r"(?:membership|member|mitgliedschaft|mitglied|adhésion|adhesion|adhérent\w*|afiliación|afiliacion|"
               r"afiliad[oa]|cuota|składka członkowska|skladka czlonkowska|członkostwo|członkiem|członek|cotisation|"
               r"членство|членом|членський внесок|членский взнос|délégué\w* syndica\w*|delegad[oa] sindical|"
               r"shop steward|union rep|betriebsrat|vertrauensleute|delegat\w* związkow\w*|legitymacj\w*|membership card|"
               r"mitgliedsausweis|carte d.adhérent|carnet de afiliad[oa]|members?kie\w* kwit\w*|członków|militante|"
               r"carné de militante|carnet de militante|carte de militant\w*|вступ(?:ом|у|ом до| до)|вступлени\w*|"
               r"членськ\w+ квит\w*|членск\w+ билет\w*)")
_WELCOME = (r"(?:welcome|willkommen|bienvenue|bienvenid[oa]s?|witamy|witaj|вітаємо|ласкаво просимо|добро пожаловать|"
            r"thank you for joining|thanks for joining|danke für (?:deinen|ihren) beitritt|merci d'avoir rejoint|"
            r"merci pour votre adhésion|gracias por (?:unirte|afiliarte)|dziękujemy za (?:wstąpienie|dołączenie)|"
            r"дякуємо за вступ|спасибо за вступление)")
_CONFIRMED = (r"(?:confirm\w*|active|activ[ée]e?|activ[ao]|aktiv|aktywn\w*|enregistrée?|registrad[oa]|registered|"
              r"zaksięgowan\w*|przyjęt\w*|accepted|angenommen|acceptée?|aceptad[oa]|starts?|beginnt|commence|comienza|"
              r"зарахован\w*|прийнят\w*|принят\w*|reçue?|received|erhalten|recibid[oa]|désormais|now|jetzt|ahora|"
              r"teraz|тепер|теперь|стали|стал\w*|potwierdzamy|przyjęcie|en camino|unterwegs|en route|on its way|w drodze|"
              r"в дорозі|в пути)")
_MEMBER_LETTER = re.compile(
    r"(?<!\w)(?:" + _WELCOME + r"|" + _YOUR + r"\s+(?:\w+\s+){0,2}?" + _MEMBERSHIP + r"|" + _MEMBERSHIP + r"\s+(?:\w+\s+){0,3}?"
    + _CONFIRMED + r"|" + _CONFIRMED + r"\s+(?:\w+\s+){0,3}?" + _MEMBERSHIP + r"|" + _YOUR + r"\s+(?:\w+\s+){0,3}?" + _CONFIRMED + r"\s+(?:\w+\s+){0,2}?" + _MEMBERSHIP + r")(?!\w)")
_MEMBERSHIP_RE = re.compile(r"(?<!\w)" + _MEMBERSHIP + r"(?!\w)")
# (round 35) a party named by its word and name in any case: "w Partii Zielonych", "в партії ...", "au Parti ..."
_PARTY_NAMED = (r"(?:parti[aięą]|partii|partido|parti|partei|парті[яїю]|парти[яию])\s+(?!politi|polític)"
                r"[^\W\d_]{3,}")
_ORG = re.compile(r"(?<![\w.])(?:" + UNION_ORG + r"|" + PARTY_ORG + r"|" + _PARTY_NAMED + r")(?![\w])")
# the user shows the letter is theirs: received, forwarded, addressed to them, or asks about their employer / rights
MINE = re.compile(
    r"(?<!\w)(?:mail|e-mail|email|letter|brief|schreiben|courrier|lettre|correo|carta|list|лист|письмо|sms|message|"
    r"nachricht|wiadomoś\w*|mensaje|повідомлення|сообщение)\s+(?:\w+\s+){0,2}?(?:from|von|vom|de|du|de la|del|z|od|від|от)\b"
    r"|(?<!\w)(?:received|got|forwarded|bekommen|erhalten|weitergeleitet|reçu|transféré|recibí|recibido|reenviado|"
    r"dostał\w*|otrzymał\w*|przekazan\w*|отримав|отримала|получил\w*|переслан\w*)(?!\w)"
    r"|(?<!\w)(?:my|mon|ma|mein\w*|mi|mój|moja|мій|моя|мой)\s+(?:\w+\s+)?(?:employer|boss|manager|company|work|job|"
    r"employeur|patron|chef|entreprise|boulot|arbeitgeber|chef\w*|firma|empresa|jefe|trabajo|pracodawc\w*|szef\w*|"
    r"роботодав\w*|начальни\w*|керівни\w*|работодател\w*)"
    r"|(?<!\w)(?:employer|employeur|arbeitgeber|empresa|pracodawc\w*|роботодав\w*|работодател\w*|chef|patron|boss|"
    r"szef)\b[^.!?\n]{0,40}\?"
    r"|(?<!\w)(?:my rights|mes droits|meine rechte|mis derechos|moje prawa|мої права|мои права)(?!\w)"
    r"|(?<!\w)(?:does it affect me|affects? me|me afecta|me concerne|me touche|betrifft (?:mich|mir)|dotyczy mnie|"
    r"zaszkodzić mi|mir schaden|me nuire|perjudicar(?:me)?|мене стосується|мені зашкодить|меня касается|мне навредит)"
    r"(?!\w)")
SAMPLE = re.compile(r"(?<!\w)(?:template|sample|example|draft for|for (?:our|the) members|vorlage|beispiel|muster|"
                     r"modèle|exemple|plantilla|ejemplo|modelo|szablon|przykład\w*|wzór|шаблон|приклад|пример|"
                     r"fictional|fictitious|fiktiv\w*|fictif|ficticio|fikcyjn\w*|вигадан\w*|вымышлен\w*|"
                     r"textbook|lehrbuch\w*|manuel|libro de texto|podręcznik\w*|підручник\w*|учебник\w*)(?!\w)")

_DIAGNOSIS_LINE = re.compile(r"(?<!\w)(?:diagnosis|diagnose|diagnostic|diagnóstico|diagnostico|rozpoznanie|діагноз|диагноз)"
                             r"\s*:\s*\S")
_CLAIMED = re.compile(
    r"(?<!\w)(?:that'?s me|it'?s me|this is me|it is me|that is me|it'?s mine|it'?s about me|c'est moi|ça me concerne|"
    r"c'est le mien|das bin ich|das ist meiner|das ist meins|es geht um mich|soy yo|es mío|es el mío|se trata de mí|"
    r"to o mnie|to ja|to mój|chodzi o mnie|це про мене|це я|це мій|йдеться про мене|это про меня|это я|это мой|"
    r"речь обо мне|it concerns me|das betrifft mich|betrifft mich|me concierne|dotyczy mnie|стосується мене|касается меня|my (?:results?|report|discharge|letter|diagnosis)|mon (?:compte rendu|diagnostic|résultat)|"
    r"mein (?:befund|arztbrief|entlassungsbrief)|mi (?:informe|diagnóstico)|mój (?:wypis|wynik)|moje (?:rozpoznanie)|"
    r"мій (?:діагноз|висновок)|мой (?:диагноз|эпикриз))(?!\w)")

_OWED = re.compile(
    r"(?<!\w)(?:your|votre|ihre|ihr|su|tu|twoj\w*|ваш\w*|твій|твоя)\s+(?:\w+\s+){0,3}?(?:outstanding|overdue|unpaid|balance|"
    r"debt|arrears|offene|forderung|rückstand|schuld|dette|impayé\w*|solde|deuda|saldo|impago|zadłużeni\w*|zaległoś\w*|"
    r"dług|заборгован\w*|борг|задолженност\w*|долг)\w*[^.!?\n]{0,60}?(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur|euro|zł|"
    r"pln|грн|руб|usd|gbp))")
_CANT_PAY = re.compile(
    r"(?<!\w)(?:i can'?t pay|i cannot pay|i can'?t afford|what are my options|kann ich nicht (?:be)?zahlen|"
    r"ich kann (?:das )?nicht (?:be)?zahlen|je ne peux pas (?:payer|rembourser)|no puedo pagar|nie (?:mam z czego|"
    r"stać mnie|jestem w stanie) (?:zapłacić|spłacić)|nie mogę (?:zapłacić|spłacić)|не можу (?:заплатити|сплатити)|"
    r"не могу (?:заплатить|оплатить))")


def _any(low: str, words: tuple[str, ...]) -> bool:
    return any(w in low for w in words)


def find_addressed_letters(text: str) -> list[Finding]:
    """A quoted letter to the user that discloses their membership, diagnosis or debt (see the module's doc)."""
    low = lower_keep_length(text)
    found: list[Finding] = []
    if _any(low, _GATE_MEMBER) and _MEMBERSHIP_RE.search(low) and _ORG.search(low) and _MEMBER_LETTER.search(low) \
            and MINE.search(low) and not SAMPLE.search(low):
        found.append(Finding(Kind.BELIEFS, "religion, politics or union membership", 0, len(text.rstrip())))
    if _any(low, _GATE_DIAG) and _DIAGNOSIS_LINE.search(low) and _CLAIMED.search(low) and not SAMPLE.search(low):
        found.append(Finding(Kind.HEALTH, "health information", 0, len(text.rstrip())))
    if _any(low, _GATE_DEBT) and _OWED.search(low) and _CANT_PAY.search(low) and not SAMPLE.search(low):
        found.append(Finding(Kind.FINANCE, "personal finances", 0, len(text.rstrip())))
    return found
