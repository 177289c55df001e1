"""Number-shaped identifiers: payment cards, IBANs and Polish NRB account numbers, and national
ID, tax, social-security, passport, licence and account numbers in the six languages.

Strong formats (card: issuer range + Luhn; IBAN; PESEL: check digit + birth date; French NIR;
Spanish DNI/NIE; US SSN with dashes; UK NINO) count on their own. Formats whose check digit is weak
(NIP, REGON, Steuer-ID, RNOKPP, NHS number, UTR ...) or that have none (passports, licences) count
only after a keyword that names them, and where the keyword names a checksummed document the value
must pass python-stdnum's check. A company's number presented as such (NIP firmy, CIF, SIREN,
ЄДРПОУ, a VAT number) is not a person's identifier and stays green.
"""
from __future__ import annotations

# Size: over 600 lines because the number formats share the digit-run scan, the keyword table and the
# claims that keep two formats from reporting one value; a split candidate once the detector's speed
# work is done (#14).
import re
from collections.abc import Callable
from functools import partial

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.abroad_values import (
    aid_paid_into,
    business_holder,
    mission_account,
    said_partial,
    sample_nir,
)
from app.core.memory.privacy.detector.biller_accounts import billed_by_org, straight_to_me
from app.core.memory.privacy.detector.booked_ids import booked_for_person, under_name_after
from app.core.memory.privacy.detector.context import (
    CURRENCY_AFTER,
    CURRENCY_BEFORE,
    Claims,
    before,
    is_lookalike_context,
    lookalike_before,
)
from app.core.memory.privacy.detector.documents import LEGAL_ENTITY as _LEGAL_ENTITY
from app.core.memory.privacy.detector.documents import find_documents
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation, lower_keep_length, speed_up
from app.core.memory.privacy.detector.given_accounts import account_given
from app.core.memory.privacy.detector.iban_ocr import ocr_iban_spans
from app.core.memory.privacy.detector.institutions import institution_after, institution_before
from app.core.memory.privacy.detector.insurance_numbers import find_insurance_numbers
from app.core.memory.privacy.detector.invoice_accounts import their_account_on_bill
from app.core.memory.privacy.detector.kin_traders import kin_holder
from app.core.memory.privacy.detector.later_values import find_later_keyword_value
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.mockup_persons import placeholder_before
from app.core.memory.privacy.detector.office_numbers import find_office_numbers
from app.core.memory.privacy.detector.org_context import (
    org_account_before,
    paper_number,
    public_body_near,
    sentence_end,
)
from app.core.memory.privacy.detector.org_payee_accounts import org_payee_account
from app.core.memory.privacy.detector.own_values import (
    own_account_named,
    own_id_keyword,
    paid_to_me,
    professional_invoice,
    reference_before,
)
from app.core.memory.privacy.detector.owned_shapes import owned_shape
from app.core.memory.privacy.detector.owner_ties import owner_tied
from app.core.memory.privacy.detector.paperwork_accounts import (
    office_account_before,
    recipient_account,
    their_office_account,
)
from app.core.memory.privacy.detector.person_papers import holder_after, invoice_from_person
from app.core.memory.privacy.detector.premises_accounts import premises_account
from app.core.memory.privacy.detector.provider_references import provider_reference
from app.core.memory.privacy.detector.refund_accounts import refunded_into
from app.core.memory.privacy.detector.sample_mentions import example_before, example_between
from app.core.memory.privacy.detector.sample_values import NOT_ID_SERIES
from app.core.memory.privacy.detector.self_roles import self_role_before
from app.core.memory.privacy.detector.sole_traders import own_data_before, sole_trader_named
from app.core.memory.privacy.detector.swapped_tests import replaced_by_test
from app.core.memory.privacy.detector.trip_things import sequence_filler, trip_org_account
from app.core.memory.privacy.detector.vin_owner import vin_owned
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES
from app.core.memory.privacy.detector.whose_numbers import person_account

# ---------------------------------------------------------------- numbers in runs

# A maximal run of digit groups separated by single spaces, dashes, dots, slashes or underscores
# ("4242 4242 4242 4242", "4242.4242.4242.4242"); a comma or colon before it is fine
# ("1,Jan,87042341830", "tel:604218935") unless it follows a digit ("1,299", "14:22").
_DIGIT_RUN = re.compile(r"(?<![\w./+\-])(?<!\d,)(?<!\d:)\d+(?:(?:[ \-\u00a0./_]| - |  )\d+)*(?![\w]|[.,]\d)")
_GROUP_SPLIT = re.compile(r" - |  |[ \-\u00a0./_]")  # (a card typed with double spaces: "5530  8882  8444  6990")
# Digits glued to words: "mójpesel44051401359abc", "karta4111111111111111".
_LONG_DIGITS = re.compile(r"\d{9,26}(?!\d)")
_CARD_WORDS = re.compile(
    r"\b(?:card|karta|karty|kartę|karte|karten\w*|kreditkarte\w*|visa|mastercard|amex|maestro|debit|credit|tarjeta|carte|"
    r"cb|картка|картки|карта|карты|карти|"
    # (round 20) every case and plural: "opłaciłem zamówienie kartą ...", "заказ картой ...", "per EC-Karte", "cartes"
    r"cards|kartą|karcie|kart|\w+karte|\w+karten|tarjetas|cartes|карткою|картці|картку|картой|картою|карте|карту|"
    r"карточк\w*)\b"
)
_TEST_CONTEXT = re.compile(
    r"\b(?:test|tests|testing|sandbox|staging|stripe|adyen|braintree|redsys|payu|przelewy24|testow\w*|testów|"
    # a developer's tests, in any inflection and framework: "w testach e2e", "Unit-Tests", "cy.type('5555...')"
    r"test(?!ament|imon|oster)\w*|e2e|qa|cypress|playwright|selenium|pytest|jest|phpunit|rspec|fixtures?|mock\w*|"
    r"seed(?:s|er|ers|ing)?|тест\w*|"
    r"testkarte\w*|testumgebung|dummy|sample|example|przykład\w*|beispiel\w*|prueba\w*|ejemplo|exemple|recette|"
    r"тестов\w*|приклад\w*|пример\w*|документаці\w*|documentation|docs|doku\w*|"
    # (round 20) talk about the number's check, not a purchase: "why does 4111 ... pass Luhn but fail on checkout?"
    r"luhn\w*|checksum\w*|check digit|prüfziffer\w*|prüfsumme\w*|suma kontroln\w*|cyfr\w* kontroln\w*|"
    r"d[ií]gito de control|cl[ée] de contr[ôo]le|контрольн\w* (?:сум|цифр)\w*|validat\w*|validier\w*|walidac\w*|"
    r"validaci\w*|valid(?:ar|er)|валідац\w*|валидац\w*|regex\w*|regexp)\b"
)
_OWN_CARD = re.compile(  # (round 33: the Polish reflexive "swoją kartę", "my own card")
    r"\b(?:my|mine|moja|mojej|moją|swoja|swoją|swojej|meine|meiner|mi|ma|моя|моєї|моей|свою|своя|своєї|своей)\s+(?:\w+\s+)?"
    r"(?:card|karta|karty|kartę|kartą|karte|tarjeta|carte|картка|карта|карткою|картой|картою|"
    # (round 40) the scheme's name for the card: "typing my own visa into our staging checkout", "meine eigene Mastercard"
    r"visa|mastercard|amex|maestro)(?![\w\-])"
)
# Talk about a payment sandbox: every card number in it is a documented test number, listed above or
# not, unless the text says the card is the writer's own.
_SANDBOX_TALK = re.compile(
    r"\b(?:sandbox\w*|test ?cards?|test numbers?|test mode|documented test|testkarte\w*|testmodus|testumgebung|"
    r"testkreditkarte\w*|karta testowa|kart\w* testow\w*|tryb\w* testow\w*|środowisk\w* testow\w*|"
    r"tarjetas? de prueba|modo (?:de )?prueba|entorno de pruebas?|cartes? de test|mode test|environnement de test|"
    r"тестов\w* (?:карт|режим|середовищ|среде|сред)\w*|"
    # a payment provider's tests (round 18): "für 3ds tests bei stripe", "testing with adyen", "pruebas con redsys"
    r"3-?d ?s(?:ecure)?\w* tests?|(?:tests?|testing|testen|pruebas?|testy|testów|тест\w*) (?:bei|with|in|con|en|avec|sur|z|w|у|в|на) "
    r"(?:stripe|adyen|braintree|mollie|payu|przelewy24|redsys|paypal|checkout\.com|wayforpay|liqpay|fondy))"
)
# The card schemes' and payment providers' published test numbers.
PUBLIC_TEST_CARDS = frozenset({
    "4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117",
    "4012888888881881", "4000000000000002", "2223003122003222", "5200828282828210",
    "3056930009020004", "36227206271667", "6011000990139424", "3566002020360505",
    "4000000000003220", "4000002500003155", "4000000000009995", "5454545454545454",
    "4005519200000004", "4009348888881881", "4012000033330026", "4012000077777777",
    "4217651111111119", "4500600000000061", "5425233430109903", "2222420000001113",
    "6011000000000012", "340000000000009", "30000000000004", "4444333322221111",
    "4988438843884305", "4166676667666746", "5136333333333335", "4917610000000000",
    # Adyen, Redsys, PayU
    "4111111145551142", "5555341244441115", "370000000000002", "4548812049400004", "4548810000000003",
    "5434021016824014", "5598614816563766", "4000000760000002",
    # Stripe's 3-D Secure, decline, risk and country test cards (round 18)
    "4000002760003184", "4000008260003178", "4000000000003063", "4000000000003055", "4000000000009987",
    "4000000000009979", "4000000000000069", "4000000000000127", "4000000000000119", "4000000000000101",
    "4000000000000077", "4000000000000341", "4100000000000019", "4000000000004954", "4000000000000259",
    "4000000000005423", "4000002500001001", "6200000000000005", "4000001240000000", "4000004840008001",
    "4000000400000008", "4000000560000004", "4000002760000016", "4000002500000003", "4000007240000007",
    "4000008260000000", "4000003800000008", "4000005280000002", "4000006160000005",
})
# The IBAN registry's and banks' documented example IBANs: somebody's account only when the text
# says it is theirs ("mein Konto: DE89 ...").
_EXAMPLE_IBANS = frozenset({
    "DE89370400440532013000", "GB29NWBK60161331926819", "GB82WEST12345698765432", "FR1420041010050500013M02606",
    "FR7630006000011234567890189", "ES9121000418450200051332", "IT60X0542811101000000123456", "NL91ABNA0417164300",
    "BE68539007547034", "BE71096123456769", "AT611904300234573201", "CH9300762011623852957",
    "PL61109010140000071219812874", "IE29AIBK93115212345678", "LT121000011101001000", "UA213223130000026007233566001",
    "PT50000201231234567890154", "CZ6508000000192000145399", "SE4550000000058398257466", "DK5000400440116243",
    # banks' and form publishers' sample accounts (Max Mustermann's, the ECBS examples ...)
    "DE02120300000000202051", "DE75512108001245126199", "GB33BUKB20201555555555", "NL02ABNA0123456789",
    "ES7921000813610123456789", "PL27114020040000300201355387", "AT483200000012345864", "CH5604835012345678009",
    "IT40S0542811101000000123456",
})
# A charity's, public body's or company's published account: "wpłaty na konto fundacji ..."
_PUBLIC_ACCOUNT = re.compile(
    r"\b(?:fundacj\w*|stowarzyszen\w*|charity|charities|donations?|darowizn\w*|zbiórk\w*|stiftung|verein\w*|"
    r"spenden\w*|fundaci[oó]n|asociaci[oó]n|donativ\w*|donaci[oó]n\w*|association|dons?\b|фонд\w*|благодійн\w*|"
    r"urz[ąęe]d\w*|finanzamt\w*|finanzämter\w*|hacienda|tr[ée]sor public|податков\w* служб\w*|company|spółk\w*|"
    # (round 29) not the English adjective: "a firm but polite letter", "firmly", "a firm reply"
    r"firm(?!ly\b|\s(?:but|and|yet|tone|letter|reply|answer|no|stance|voice|e-?mail|message|note|request|reminder)\b)\w*|"
    # (round 19) a shop's or a merchant's account: "Der Onlineshop nennt ... seine Geschäftsbankverbindung", "le site
    # marchand donne son compte", "Acme Utilities asks customers to pay to ..." (not a sole trader's "my business
    # account", nor Mr Marchand's or Ms Merchant's)
    r"(?:online-?)?shop\w*|webshop\w*|e-?shop\w*|sklep\w*|tienda\w*|boutique en ligne|магазин\w*|retailer\w*|"
    r"(?:the|a|this|that|online) merchant|merchant(?:'s| account)|site marchand|commer[çc]ant\w*|comercio\w*|"
    r"utilit(?:y|ies)|"
    # a public office's account for its fees: "the city office ... stamp duty", "die Stadtkasse ... Gebühren"
    r"city (?:office|council|hall)|town hall|council|municipality|stadtkasse|stadtverwaltung|rathaus|\w*beh[öo]rde|"
    r"gemeindekasse|landeshauptkasse|gmin\w*|starostw\w*|magistrat\w*|opłat\w* skarbow\w*|stamp duty|"
    r"gebühr\w*|ayuntamiento|tasas?|mairie|pr[ée]fecture|міськ\w* рад\w*|мери\w*|"
    r"unternehmen\w*|empresa\w*|entreprise\w*|soci[ée]t[ée]|компані\w*|фірм\w*|"
    # an agency's (travel, estate, staffing): "le RIB de l'agence", "das Konto der Agentur"
    r"agency|agencies|agence|agentur\w*|agencj\w*|agencias?|агенці\w*|агентств\w*|"
    # a parish's, a housing co-operative's, a food bank's or a shelter's account on its notice board
    r"parafi\w*|parroqui\w*|paroiss\w*|pfarr\w*|kirchengemeinde\w*|church|parish|церкв\w*|парафі\w*|c[aá]ritas|"
    r"spółdzielni\w*|wspólnot\w* mieszkaniow\w*|housing (?:association|co-?op\w*)|\w*genossenschaft\w*|"
    r"cooperativ\w*|coop[ée]rativ\w*|comunidad de (?:propietarios|vecinos)|copropri[ée]t[ée]|syndic|кооператив\w*|осбб|"
    r"food ?banks?|pantry|bank\w* żywności|tafel|banco de alimentos|banque alimentaire|restos du c(?:œ|oe)ur|"
    r"schronisk\w*|shelter|tierheim\w*|refugio|refuge|притул\w*|hospic\w*|hospice|unicef|red cross|czerwon\w* krzy\w*|"
    r"rote[sn]? kreuz\w*|cruz roja|croix-rouge|червон\w* хрест\w*|"
    # a club's account for its members' dues, the tax office's or the treasury's: "le compte du club", "składka
    # członkowska", "Mitgliedsbeitrag", "cuota de socio", "реквізити податкової", "отримувач ГУК / казначейство"
    r"club|clubs|klub\w*|клуб\w*|sportverein\w*|(?:la|una|nuestra|mi|su|esta) peña|amicale|cotisation\w*|membership (?:fee|dues)|"
    r"składk\w* członkowsk\w*|mitgliedsbeitr\w*|cuotas? de soci\w*|членськ\w* внес\w*|"
    r"tax office|податков\w*|налогов\w*|казначейств\w*|treasury|\w*steueramt|urz\w* skarbow\w*|"
    # a utility's, by its name or its bill: "Régie des eaux", "Stadtwerke", "wodociągi", "водоканал", "water bill"
    r"r[ée]gie\w*|stadtwerke\w*|wasserwerk\w*|wasserversorg\w*|energieversorg\w*|wodoci[ąa]g\w*|wodoci[ąa]gi|"
    r"ciepłownic\w*|canal de isabel|aguas de|водоканал\w*|\w*водоканал\w*|обленерго|теплоенерго|тепломереж\w*|"
    r"(?:water|electricity|gas|power|utility) bill|facture d'(?:eau|[ée]lectricit[ée]|gaz)|"
    r"wasserrechnung|stromrechnung|gasrechnung|nebenkostenabrechnung|rachun\w* za (?:wod[ęe]|prąd|gaz|ciepło)|"
    r"factura de(?: la)? (?:luz|agua|gas)|рахун\w* за (?:воду|світло|газ|тепло)|сч[её]т\w* за (?:воду|свет|газ)|"
    # a configuration key naming the business's own account: "COMPANY_IBAN=", "merchant.iban:", "firma.konto="
    r"\w*(?:company|merchant|firma|firmy|seller|payee|creditor|beneficiary|vendor|shop|store|business|empresa|"
    r"entreprise|societe|unternehmen|organi[sz]ation|org)(?=[_.\-](?:iban|account|acct|konto|bank|nrb|rib|cuenta|compte)|"
    r"[_.\-]$))\b"  # (the account word itself may open the IBAN's match: "merchant.iban: DE44 ...")
)
# a school's, a nursery's or its parents' council's account for trips and meals, said to be theirs ("konto
# szkoły", "the school sent the PTA account", "die Kita hat ihre Kontoverbindung"; not "syn chodzi do szkoły,
# przelej mu ...")
_SCHOOL = (r"(?:szkoł\w*|szkol\w*|przedszkol\w*|żłob\w*|rad\w* rodziców|schools?|nursery|pta|kita|kindergarten\w*|"
           r"schule|förderverein\w*|elternbeirat\w*|colegio|escuela|guarder[ií]a|ampa|[ée]cole|cr[èe]che|"
           r"association des parents|coop[ée]rative scolaire|"
           # (round 18) the higher schools and their academies: "konto uczelni", "la cuenta del CEIP", "le compte du collège"
           r"liceum|technikum|uczelni\w*|uniwersytet\w*|universit\w*|hochschule\w*|gymnasium|ceip|ies|instituto|"
           r"universidad\w*|facultad|academi\w*|academy|coll[èe]ge|lyc[ée]e|facult[ée]|ліцей\w*|гімназі\w*|"
           r"університет\w*|университет\w*|коледж\w*|колледж\w*|школ\w*|садоч\w*|садк\w*|дитяч\w* сад\w*|батьківськ\w* комітет\w*|"
           r"батьківськ\w* фонд\w*|родительск\w* (?:комитет|фонд)\w*|фонд\w* (?:школи|ліцею|гімназії|класу|школы|класса))")
_ACCOUNT_WORD = (r"(?:kont\w*|rachun\w*|accounts?|sort code|bankverbindung|cuenta|compte|iban|рахун\w*|реквізит\w*|реквизит\w*|"
                 r"überweisung\w*|przelew\w*|virement\w*|transferencia\w*|bank transfer)")
_SCHOOL_ACCOUNT = re.compile(r"\b" + _SCHOOL + r"\b[^.!?\n]{0,40}\b" + _ACCOUNT_WORD + r"|\b" + _ACCOUNT_WORD
                             + r"\s(?:\w+\s)?" + _SCHOOL + r"\b")
# money a public body pays out to the account (a tax refund, a benefit): the account is the payee's, not the body's
_PAID_OUT = re.compile(
    r"\b(?:devolvi\w*|devoluci[oó]n|reembols\w*|ingres[oó]|zwr[oó]ci\w*|zwrot\w*|wypłaci\w*|wypłat\w*|przelał\w*|"
    r"refund\w*|repaid|paid (?:it |me |us )?(?:back )?(?:in)?to|pays? (?:it |me |us )?into|erstatt\w*|überwies\w*|"
    r"zahlt\w* (?:mir |uns )?(?:auf|aufs)|rembours\w*|vers[ée]\w*|повернул\w*|повернув|повернули|виплат\w*|"
    r"перерахува\w*|переказа\w*)\b[^.!?\n]{0,40}$"
)
# An employer or agency paying the writer: the account is the writer's ("agencja płaci mi na ...", "me pagan a ...")
_PAYS_ME = re.compile(
    r"\b(?:pays? me|paid me|płac\w* mi|wypłac\w* mi|zahl\w* mir|überweis\w* mir|me (?:paga\w*|ingresa\w*|abona\w*)|"
    r"me (?:paie\w*|paye\w*|verse\w*|vire\w*)|плат\w* (?:мені|мне)|(?:мені|мне) плат\w*|переказу\w* (?:мені|мне))\b"
)
# a collection for a present is a person's: "zbiórka na prezent dla pani ...", "collecting for a gift"
_GIFT = re.compile(r"\b(?:prezent\w*|gift(?! aid)s?|geschenk\w*|regalos?|cadeaux?|подарун\w*|подар(?:ок|ка|ки)\w*)\b")
_OWNER_ACCOUNT = re.compile(
    # (not the Polish "ma" = has: "Hausverwaltung GmbH ma w umowie konto", "ambasada ma na stronie", "ma NIP")
    r"\b(?:my|mine|our|moj\w*|mój|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|"
    r"ma(?! (?:rachun|kont|numer|nr\b|w |we |na |u |do |przy |swo|podan|wpisan|nip\b|regon\b|też|tez\b|tylko|już|juz\b))|mes|notre|"
    # (Spanish "nos" before a verb is "us": "la aseguradora nos ha dado su cuenta" - round 18)
    r"nos(?! (?:ha|han|dio|dieron|da|dan|pas[óo]|pasaron|pasa|envi[óoa]\w*|mand\w*|pide\w*|pidi[óo]|indic\w*|facilit\w*|"
    r"dijo|dijeron|dice|dicen|cobr\w*|exig\w*|solicit\w*|pone|puso)\b)|"
    r"мій|моя|моє|мого|моєї|мой|мое|моего|моей|наш\w*)\b"
    # (not the user's teacher or homework: "my teacher give task: check if PL61 ... is valid")
    r"(?!\s+(?:teacher|tutor|lecturer|professor|prof|instructor|homework|assignment|task|exercise|course|class|lesson|"
    r"nauczyciel\w*|wykładowc\w*|profesor\w*|zadani\w*|prac\w* domow\w*|lekcj\w*|kurs\w*|lehrer\w*|dozent\w*|"
    r"hausaufgabe\w*|aufgabe\w*|unterricht|profe|tarea\w*|deberes|ejercicio\w*|curso|clase|professeur\w*|"
    r"enseignant\w*|devoirs?|exercice\w*|cours|вчител\w*|викладач\w*|завдан\w*|учител\w*|задани\w*)\b(?!['’]))"
)
# a private or one-person business's account is somebody's: "firma jednoosobowa, konto prywatne"
_PRIVATE_ACCOUNT = re.compile(
    r"\b(?:prywatn\w*|privat\w*|private|personal|particular|приватн\w*|jednoosobow\w*|sole trader|einzelunternehm\w*|"
    r"aut[oó]nom[oa]|micro-?entrepreneu\w*|фоп)\b"
)
# Said to be published: "ma na stronie numer konta", "the account on their website"
_PUBLISHED = re.compile(
    r"\b(?:na (?:swojej |ich |jej |jego |naszej )?stronie|on (?:their|its|the|our) (?:web)?site|"
    r"auf (?:ihrer|seiner|der|unserer|deren|dessen) (?:web|internet|home)?(?:seite|site|page)|on (?:their|its) homepage|"
    r"auf (?:ihrer|seiner|der|deren|dessen) website|sur (?:leur|son|notre|le) site|en (?:su|nuestra|la) (?:web|p[aá]gina)|на (?:їхньому |своєму |їх )?сайті|на (?:их |своем )?сайте|"
    # copied from the site: "реквізити з сайту", "ze strony urzędu", "von der Webseite", "du site de la mairie"
    r"з (?:їхнього |їх )?сайту|с (?:их )?сайта|from (?:their|the|its) (?:web)?site|ze strony|z (?:ich |jej |jego )?strony|"
    r"von (?:ihrer|seiner|der) (?:web)?seite|de su (?:web|p[aá]gina)|du site|de (?:leur|son) site|"
    r"publishe[sd]|publiziert|veröffentlich\w*|publica(?:do|da|n)?|publie|publié\w*|publikuj\w*|opublikowa\w*|"
    r"публіку\w*|опубліков\w*|публику\w*|опубликов\w*)\b"
)


# a full stop, not an abbreviation's dot ("Company No. 11849302 · IBAN ...", "Reg. Nr. ...", "Ltd. ·", "tel. 22 ...")
_FULL_STOP = re.compile(r"(?<!\bno)(?<!\bnr)(?<!\breg)(?<!\btel)(?<!\bltd)(?<!\binc)(?<!\bco)(?<!\bst)\. ")


def _public_account(text: str, start: int) -> bool:
    """A charity's, public body's or company's published account, by the words of its sentence before it."""
    near = text[max(0, start - 140):start].lower()
    line = near.rstrip(" \t")
    if line.endswith("\n") and line[:-1].rstrip().endswith(":"):
        line = line[:-1].rstrip()  # the account on the line after "...podaje swoje konto:": the same sentence
    stop = sentence_end(line)  # not "Sp. z o.o. Rachunek" (org_context.py), nor "Company No. 1184..." (_FULL_STOP)
    while stop >= 0 and not _FULL_STOP.match(line, stop):
        stop = sentence_end(line[:stop])
    cut = max(stop, line.rfind("\n"), line.rfind("! "), line.rfind("? "))
    if cut >= 0:
        near = near[cut + 1:]
    private = _PRIVATE_ACCOUNT.search(near) or _GIFT.search(near) or _PAID_OUT.search(near) or _PAYS_ME.search(near) \
        or recipient_account(near, _text_after_value(text, start)) \
        or aid_paid_into(near) or paid_to_me(near)  # "RIB pour la CAF"; "Hacienda me devuelve ..." (round 20)
    private = private or straight_to_me(near)  # "Donations straight to me: GB77 ..." (biller_accounts.py, round 38)
    private = private or person_account(text, start, near)  # a direct debit's, a pension's account (whose_numbers.py)
    # (round 36) money paid back, the verb after the value too: "... auf DE50 ... zurücküberweisen" (refund_accounts.py)
    # (not an account said to be published: "Пенсійний фонд указав на сайті рахунок для повернення переплат ...")
    private = private or not _PUBLISHED.search(near) and refunded_into(near, _text_after_value(text, start))
    if their_office_account(near):
        return True  # "Страхова компанія просить перерахувати внесок на їхній рахунок ...": the office's, said so
    if org_payee_account(near) and not (_PRIVATE_ACCOUNT.search(near) or _GIFT.search(near) or _PAYS_ME.search(near)
                                        or paid_to_me(near)):
        return True  # "iban de l'asso ...", "la academia de mi hijo da su cuenta ..." (org_payee_accounts.py, round 20)
    if _org_named_after(text, start) and not (_PRIVATE_ACCOUNT.search(near) or _GIFT.search(near) or _PAYS_ME.search(
            near) or _OWNER_ACCOUNT.search(near, max(0, len(near) - 60))):
        return True  # "..., це рахунок батьківського фонду", "..., que sale en su web": named the organisation's after it
    if _PUBLISHED.search(near) and not private:
        return True  # published is public, whatever possessive stands near ("fundacja ma na stronie ...")
    return bool(_PUBLIC_ACCOUNT.search(near) or _SCHOOL_ACCOUNT.search(near) or _payee_company(near)
                or org_account_before(text, start, near) or their_account_on_bill(text, start, near)
                or trip_org_account(text, start, near) or office_account_before(near) or mission_account(near)
                # "La facture d'EDF indique l'IBAN ...", "WOŚP podaje konto do wpłat ..." (biller_accounts.py, round 38)
                or billed_by_org(text, start)) \
        and not private and not any(
        not _LOCAL_AFTER.match(near, o.end()) for o in _OWNER_ACCOUNT.finditer(near, max(0, len(near) - 60)))


_ACCOUNT_VALUE = re.compile(r"[A-Z0-9][A-Z0-9 \-]{8,40}[A-Z0-9]")


def _text_after_value(text: str, start: int) -> str:
    m = _ACCOUNT_VALUE.match(text, start)
    return text[m.end():m.end() + 60].lower() if m else ""


def _org_named_after(text: str, start: int) -> bool:
    """The clause after the account names it an organisation's or published (round 17): "..., це рахунок
    батьківського фонду", "... - to konto rady rodziców", "..., que sale en su web", "(c'est le compte de l'école)"."""
    m = _ACCOUNT_VALUE.match(text, start)
    if m is None:
        return False
    after = text[m.end():m.end() + 80].lower()
    cut = min((i for i in (after.find(". "), after.find("?"), after.find("!"), after.find("\n")) if i >= 0), default=80)
    after = after[:cut]
    if _PUBLISHED.search(after) and not _ORG_ACCOUNT_AFTER.search(after) and (_ENTERED.search(text, max(0, start - 60), start)
                                                                                    or _ENTERED.search(after)):
        # (round 39) "Czy wpisanie konta PL92 ... na stronie do zwrotu podatku jest bezpieczne?", "die IBAN ... auf der Seite
        # eingeben": typed INTO a site
        return False
    return bool(_ORG_ACCOUNT_AFTER.search(after) or _PUBLISHED.search(after)) \
        and not (_OWNER_ACCOUNT.search(after) or _PRIVATE_ACCOUNT.search(after) or _NOT_AFTER.search(after))


# "..., це рахунок батьківського фонду", "- to konto rady rodziców", "(the school's PTA account)": the account word
# and the organisation right after it; not "..., but the cooperative does not see the payment"
_ORG_ACCOUNT_AFTER = re.compile(
    r"\b(?:kont\w*|rachun\w*|accounts?|cuenta|compte|рахун\w*|сч[её]т\w*)\s(?:\w+\s){0,2}?(?:" + _SCHOOL
    + r"|fundacj\w*|stowarzyszen\w*|stiftung|fundaci[oó]n|asociaci[oó]n|association|fondation|фонд\w*)\b")
# (round 39) the writer typing the account into a form or a site - the site after the value is where it goes, not where
# it was published: "wpisanie konta ... na stronie", "enter the account ... on the site", "die IBAN ... auf der Seite
# eingeben", "introducir la cuenta ... en la web", "saisir le RIB ... sur le site", "ввести рахунок ... на сайті"
_ENTERED = LazyPattern(r"(?i)(?<![^\W\d_])(?:wpis\w*|wpisa\w*|wprowadz\w*|wprowadzi\w*|poda(?:ć|c|nie|łem|łam|lem|lam)|"
                      r"enter\w*|typ(?:e|ed|ing)|input\w*|eingeb\w*|einzugeben|eintrag\w*|eingetragen|introduc\w*|"
                      r"poner|meter|escrib\w*|saisi\w*|entrer|rentrer|taper|вве(?:сти|ду|дення|ла|в)|вписа\w*|ввод\w*|"
                      r"вказа\w*|указа\w*)(?![^\W\d_])")
_NOT_AFTER = re.compile(r"\b(?:not|nie|nicht|kein\w*|no|non|pas|не|ні|нет)\b")


def _payee_company(near: str) -> bool:
    """A company with its legal form before the account ("Zahlbar an Weber GmbH", "Norwell Ltd"), not the bank that
    keeps somebody's account ("Konto bei der Commerzbank AG", "rachunek w mBank S.A.")."""
    return any(not _BANK_NAME.search(near, max(0, le.start() - 30), le.start()) for le in _LEGAL_ENTITY.finditer(near))


_BANK_NAME = re.compile(
    r"\b(?:\w*bank\w*|banco\w*|banque\w*|sparkasse\w*|caixa\w*|caja\w*|revolut|wise|n26|ing|santander|pko|pekao|crédit|credit|"
    r"société générale|paribas|barclays|lloyds|hsbc|natwest|monzo|starling|nationwide|halifax|boursorama|"
    r"приватбанк\w*|монобанк\w*|ощадбанк\w*|райффайзен\w*|raiffeisen\w*|postbank|commerzbank|volksbank)\b"
)


# "our local food bank", "nasza parafia" is no ownership of the account: "our local ...", "unsere örtliche ..."
# nor is "our quotes", "nos devis", "unsere Rechnungen": the business's own papers, printed with the business's account
_LOCAL_AFTER = re.compile(r"\s(?:local|lokaln\w*|osiedlow\w*|örtlich\w*|hiesig\w*|del barrio|du quartier|місцев\w*|местн\w*|"
                          r"quotes|invoices|devis|factures|rechnungen|angebote|facturas|presupuestos|faktury|oferty|"
                          r"рахунк\w*|"
                          # the business's letterhead, footer or shop: "our invoice footer", "unsere Fußzeile", "nuestro membrete"
                          r"invoice\w*|footer\w*|letterhead\w*|company|business|shop|store|club|stopk\w*|stopc[eę]|fu(?:ß|ss)zeile\w*|"
                          # an association the user belongs to: "konto naszego stowarzyszenia", "unseres Vereins"
                          r"stowarzyszeni\w*|fundacj\w*|associations?|asociaci[oó]n|verein\w*|charity|foundation|"
                          r"stiftung|fundaci[oó]n|fondation|parafi\w*|parish|фонд\w*|"
                          # the housing co-operative or owners' association the user lives in: "нашого ОСББ", "our HOA"
                          r"осбб|жбк|жск|тсж|кооператив\w*|wspólnot\w*|spółdzielni\w*|\w*genossenschaft\w*|"
                          r"eigentümergemeinschaft|hausverwaltung|comunidad|copropri[ée]t[ée]|syndic\w*|hoa|homeowners|"
                          r"housing (?:association|co-?op\w*)|co-?op\w*|club|klub\w*|клуб\w*|"
                          r"briefkopf\w*|membrete\w*|pie de p[aá]gina|pied de page|en-t[êe]te\w*|бланк\w*|"
                          # (round 18) the family's office or firm: "our solicitor's client account", "unser Notar"
                          r"solicitor\w*|lawyer\w*|attorney\w*|notar\w*|notaire|insurer\w*|funeral|undertaker\w*|"
                          r"anwalt\w*|versicherung\w*|abogad\w*|aseguradora|avocat\w*|assureur|mutuelle|нотаріус\w*|адвокат\w*)\b")


# A product's barcode: 13 digits with a valid EAN check digit, beside a word for barcodes or stock.
_PRODUCT_WORDS = re.compile(
    r"\b(?:ean\w*|gtin\w*|barcodes?|bar code|scan\w*|sku\w*|stock|inventory|warehouse|product\w*|item|"
    r"kod\w* kreskow\w*|skaner\w*|magazyn\w*|produkt\w*|towar\w*|etykiet\w*|strichcode\w*|scanner|lager\w*|"
    r"artikel\w*|c[oó]digo de barras|esc[aá]ner|inventario|almac[eé]n|art[ií]culo\w*|codes?[- ]?barres?|stock|"
    r"штрих-?код\w*|сканер\w*|склад\w*|товар\w*|артикул\w*)\b"
)


# (round 31: the label's owner between - "SIRET de l'établissement fournisseur : 505..." - up to 60 characters of its
# clause, no card word among them)
_SIRET_BEFORE = re.compile(r"(?i)\b(?:siret|siren)\b[^\d\n.!?;]{0,60}$")
# (the writer's own business named between keeps the old reach: "siret de ma petite activité de couture ...")
_OWN_SIRET = re.compile(r"(?<![^\W\d_])(?:ma|mon|mes|my|mein\w*|mi|mis|mój|moj\w*|мій|моя|мой)(?![^\W\d_])")


# (round 21) a payment card's number word right before 16 Luhn-valid digits: a card even when its first digits are no
# scheme's range the table knows (a new BIN, a local scheme) - not a loyalty, gift, SIM or library card's number
_CARD_NUMBER_BEFORE = re.compile(
    r"(?i)(?<!gift )(?<!loyalty )(?<!club )(?<!member )(?<!library )(?<!bonus )(?<!sim )(?<!customer )(?<!store )"
    r"(?:\b(?:(?:credit|debit|bank|payment)\s)?card(?:'s)?\s(?:number|no\.?|num|#)|\b(?:my|his|her|mum's|dad's)\s(?:credit\s|debit\s)?card\b|"
    r"\bnum(?:er|eru)\s(?:mojej\s|jego\s|jej\s)?kart(?:y|ę)(?:\s(?:kredytowej|debetowej|płatniczej|bankowej))?|"
    r"\b(?:kredit|debit|bank|ec-|giro)?karten-?nummer|\bn[uú]mero\sde\s(?:(?:la|mi|su)\s)?tarjeta|"
    r"\bnum[ée]ro\sde\s(?:(?:la|ma|sa)\s)?carte(?:\sbancaire|\sbleue|\sde\scr[ée]dit)?|"
    r"\bномер\s(?:моєї\s|моей\s|його\s|его\s)?(?:банківської\s|банковской\s)?(?:картки|карти|карты)|"
    r"\b(?:moja|mojej|meine|mi|ma|моя)\s(?:karta|karte|tarjeta|carte|картка|карта)\b)[^\d\n]{0,12}$"
)


# (round 30) a real card set against a test one in the same message: "the test card 4242 ... works but my real
# 4730-... doesn't", "die Testkarte geht, aber meine echte ...", "тестова ... проходить, а моя справжня ... — ні": the
# test talk is about the documented number; the value called real, or standing in another clause after a contrast
# word with the documented number before it, is somebody's card
_REAL_CARD = re.compile(
    r"(?i)\b(?:real|actual|own|echte\w*|richtige\w*|eigene\w*|wirklich\w*|de verdad|real(?:es)?|verdader\w*|vraie?s?|"
    r"r[ée]elle?s?|v[ée]ritable|prawdziw\w*|faktyczn\w*|справжн\w*|настоящ\w*|реальн\w*|власн\w*|собственн\w*)\b"
    r"[^\d.!?\n]{0,20}$")
_CONTRAST = re.compile(
    r"(?i)(?:[.;!?]\s|\b(?:but|whereas|while|however|aber|doch|jedoch|sondern|pero|mientras|sino|mais|tandis|"
    r"alors que|ale|lecz|natomiast|zaś|a|але|проте|однак|а|но|однако)\b)")


# a payment sandbox framing the whole message ("Braintree sandbox: ... works but ... is declined"): every number in it
# is a test one, whatever the clause
_SANDBOX_FRAME = re.compile(
    r"\b(?:sandbox\w*|stripe\w*|adyen|braintree|mollie|payu|przelewy24|redsys|paypal|wayforpay|liqpay|fondy|"
    r"test ?mode|testmodus|testumgebung|tryb\w* testow\w*|środowisk\w* testow\w*|modo (?:de )?prueba|"
    r"entorno de pruebas?|mode test|environnement de test|тестов\w* (?:режим|середовищ|среде|сред)\w*)")


def _real_beside_test(text: str, start: int) -> bool:
    if _REAL_CARD.search(text, max(0, start - 60), start):
        return True
    cuts = list(_CONTRAST.finditer(text, 0, start))
    cut = cuts[-1] if cuts else None
    if cut is None:
        return False
    before = re.sub(r"[ \-]", "", text[:cut.start()])
    low = text.lower()
    return not _TEST_CONTEXT.search(low, cut.start()) and not _SANDBOX_FRAME.search(low) \
        and any(c in before for c in PUBLIC_TEST_CARDS)


_HEX = frozenset("0123456789abcdefABCDEF")


def _in_hash(text: str, start: int, end: int) -> bool:
    """(round 49, rfr) Are the digits at start..end glued to a hex letter inside one hex token of 32 characters or more
    (a git commit, an MD5/SHA sum: "git cherry-pick 42ad291240df5082923721468...", "sha1 ...")? A card's digits stand
    apart from letters; a hash's digit runs do not."""
    lo, hi = start, end
    while lo > 0 and text[lo - 1] in _HEX:
        lo -= 1
    while hi < len(text) and text[hi] in _HEX:
        hi += 1
    return hi - lo >= 32 and (lo < start or hi > end) and (lo == 0 or not text[lo - 1].isalnum()) \
        and (hi == len(text) or not text[hi].isalnum())


def _card_finding(text: str, digits: str, start: int, end: int) -> Finding | None:
    if not ck.luhn_ok(digits):
        return None
    if not ck.plausible_card_prefix(digits) and not (
            len(digits) == 16 and _CARD_NUMBER_BEFORE.search(text, max(0, start - 60), start)):
        return None
    window = text[max(0, start - 80):end + 80].lower()
    if len(digits) == 13 and ck.ean13_ok(digits) and (digits[0] != "4" or _PRODUCT_WORDS.search(window)) \
            and not _OWN_CARD.search(window):
        return None  # a barcode: 13-digit cards are Visa's old numbers only, and barcodes are EAN-13
    if (digits in PUBLIC_TEST_CARDS and _TEST_CONTEXT.search(text.lower()) or _SANDBOX_TALK.search(text.lower())) \
            and not _OWN_CARD.search(text.lower()) and not (digits not in PUBLIC_TEST_CARDS and (
                _real_beside_test(text, start) or replaced_by_test(text.lower()))):
        # (round 33: "zamień to na kartę testową" asks for the card to become a test one - swapped_tests.py)
        return None  # a published test number in test talk, not someone's card
    if lookalike_before(text, start) and not _CARD_WORDS.search(window):
        return None
    if len(set(digits)) == 1:
        return None  # 0000 0000 ... style filler
    if _in_hash(text, start, end):
        return None  # (round 49, rfr) a run of digits inside a commit hash or a checksum: "git cherry-pick 42ad...d1"
    siret = _SIRET_BEFORE.search(text, max(0, start - 75), start)
    if siret and not _CARD_WORDS.search(siret.group().lower()) and (
            len(siret.group()) <= 36 or not _OWN_SIRET.search(siret.group().lower())):
        return None  # SIRET and SIREN numbers carry a Luhn digit too (documents.py reads a sole trader's)
    return Finding(Kind.IDENTIFIER, "payment card number", start, end)


def _glued_card(text: str, run: str, start: int, groups: list[str]) -> Finding | None:
    if lookalike_before(text, start) and not _CARD_WORDS.search(text[max(0, start - 80):start + len(run) + 80].lower()):
        return None  # "order number 114-3920581-7745102": the run is the order's number, its tail no card
    spans = [(start + g.start(), start + g.end()) for g in re.finditer(r"\d+", run)]
    k = len(spans)
    total = 0
    for j in range(k - 1):  # prefixes groups[0..j]
        total += len(groups[j])
        if total > 19:
            break
        if total >= 13:
            f = _card_finding(text, "".join(groups[:j + 1]), spans[0][0], spans[j][1])
            if f:
                return f
    total = 0
    for i in range(k - 1, 0, -1):  # suffixes groups[i..]
        total += len(groups[i])
        if total > 19:
            break
        if total >= 13:
            f = _card_finding(text, "".join(groups[i:]), spans[i][0], spans[-1][1])
            if f:
                return f
    return None


def _owner_or_given(text: str, start: int, end: int) -> bool:
    """The account at [start, end) said to be the writer's or a relative's (owner_ties.py), or given by the writer to
    the organisation in its sentence - asked for, for a salary or a refund, "in my name" (given_accounts.py, round 29)."""
    low = lower_keep_length(text)
    return owner_tied(low, start, end) or account_given(low, start, end)


def _strong_number(text: str, digits: str, start: int, end: int, single_group: bool) -> Finding | None:
    """Numbers whose own check digits are enough: NRB, card, PESEL, NIR."""
    n = len(digits)
    if n == 26 and ck.nrb_ok(digits):
        if _public_account(text, start) and not _owner_or_given(text, start, end) \
                or example_before(text, start):  # "przykładowy rachunek 61 ..." (round 20)
            return None
        return Finding(Kind.IDENTIFIER, "bank account number", start, end)
    if 13 <= n <= 19:
        f = _card_finding(text, digits, start, end)
        if f:
            return f
    if n == 11 and ck.pesel_ok(digits) and (single_group or _PESEL_WORD.search(before(text, start, 40))
                                             or _PESEL_SPLIT.fullmatch(text, start, end)
                                             or _PESEL_CONTEXT.search(before(text, start, 90))) \
            and not is_lookalike_context(text, start, end) and not _VAT_PREFIX.search(text, max(0, start - 3), start) \
            and not (digits in _SAMPLE_PESELS and _sample_talk(text, start)):
        return Finding(Kind.IDENTIFIER, "PESEL number", start, end)
    if n == 15 and digits[0] in "12" and ck.french_nir_ok(digits) and not is_lookalike_context(text, start, end):
        return Finding(Kind.IDENTIFIER, "social security / insurance number", start, end)
    return None


_PESEL_WORD = re.compile(r"(?i)pesel")
# (round 17) an EU VAT number is its country's code glued to the digits: "TVA FR44322667536", "P.IVA IT12345678901"
_VAT_PREFIX = re.compile(r"(?<![^\W\d_])(?:FR|IT|BE|NL|LV|HR|SE|DK|FI|LU|SI|EL|CY|MT|HU|RO|CZ|SK|BG|LT)$")
# (round 17) a Russian ИНН of ten digits is an organisation's (a person's has twelve): said so by its КПП, ОГРН or legal form
_RU_ORG = re.compile(r"(?<!\w)(?:кпп|огрн|ооо|оао|зао|пао|ао|нко|гуп|муп|фгуп|ano|ooo|"
                     # (round 18) said to be an organisation's: "ИНН организации", "ИНН клиники", "юрлица"
                     r"организаци\w*|юрлиц\w*|юридическ\w* лиц\w*|предприяти\w*|учреждени\w*|клиник\w*|больниц\w*|"
                     r"поликлиник\w*|компани\w*|фирм\w*|"
                     # (round 31) a counterparty, a supplier, a legal entity's register: a business's
                     r"контрагент\w*|поставщик\w*|подрядчик\w*|егрюл|"
                     # (round 39) a non-profit's forms: "ИНН нашей спортивной АНО", "ИНН фонда", "ТСЖ", "СНТ", "НКО"
                     r"ано|нко|тсж|снт|фонд\w*|ассоциаци\w*|некоммерческ\w*|товариществ\w*|кооператив\w*|"
                     r"(?:благотворительн|общественн|религиозн)\w* (?:организаци|объединени|фонд)\w*)(?!\w)")


def _counting_digits(value: str) -> bool:
    """(round 17) A mock-up's card or account filler counts up: "1234 5678 9012 3456" (13 digits at least: "123456789"
    or "123-456-789 01" may stand for a real passport or insurance number in an example)."""
    d = [int(c) for c in value if c.isdigit()]
    return len(d) >= 13 and len(d) == len(value) and all((b - a) % 10 == 1 for a, b in zip(d, d[1:]))


# (round 18) the value's own label names a company register: a keyword further back is not its label
_REGISTER_LABEL = re.compile(r"(?<![^\W\d_])(?:siren|siret|krs|hrb|hra|rcs|ust-?id(?:nr)?|vat(?: no| number)?|tva|cif|"
                             r"amc(?: n[°º]| no)?|code organisme|n[°º] (?:d')?organisme|"  # (round 21) a mutuelle's own code
                             r"[jyi]?edrpou|єдрпоу|едрпоу|егрпоу|огрн|кпп)\W{0,4}$")


def _aba_ok(d: str) -> bool:
    """A US bank routing (ABA) number's check: 3, 7, 1 weights, sum divisible by ten."""
    if not (d.isascii() and d.isdigit()):
        return False  # (round 22) OCR's "12345678O" after "routing number" raised ValueError here
    return sum(int(c) * (3, 7, 1)[i % 3] for i, c in enumerate(d)) % 10 == 0


def _ru_org_inn(low: str, kw_start: int, value_end: int) -> bool:
    return _RU_ORG.search(low, max(0, kw_start - 90), min(len(low), value_end + 60)) is not None
# Identity numbers printed on specimen cards and sample forms: a person's only when the text says it is theirs
_SPECIMEN_IDS = frozenset({"12345678Z", "99999999R", "00000000T", "X1234567L"})
# the PESEL that Wikipedia and validators' documentation show as their example (round 18): nobody's when the message
# says it is the example ("z przykładu w dokumentacji", "the sample number in the textbook"), unless "my" says otherwise
_SAMPLE_PESELS = frozenset({"44051401359"})
_SAMPLE_TALK = re.compile(
    r"(?i)\b(?:przykład\w*|przyklad\w*|wzor\w*|wz[oó]r|dokumentacj\w*|wikipedi\w*|example|sample|documentation|docs|"
    r"textbook|beispiel\w*|muster\w*|ejemplo|documentaci[oó]n|exemple|documentation|приклад\w*|пример\w*|"
    r"документаці\w*|test\w*|walidat\w*|validat\w*)\b"
)


def _sample_talk(text: str, start: int) -> bool:
    """The message calls the number an example, and "my"/"mój" does not stand right before it."""
    return bool(_SAMPLE_TALK.search(text)) and not _OWNER_ACCOUNT.search(before(text, start, 40).lower())
# a PESEL as people split it, birth date then the rest ("621104 67593"), or beside the offices that ask for it
_PESEL_SPLIT = re.compile(r"\d{6}[ \-]\d{5}")
# a document's series: one to four capitals that start the token, not an ID's own letters ("ID", "NR", "PL")
_SERIES_PREFIX = re.compile(r"(?<![\w])(?!(?:ID|NR|NO|PL|DE|FR|ES|GB|UA)\Z)[A-Z]{1,4}\Z")
_PESEL_CONTEXT = re.compile(r"(?i)\b(?:zus|krus|nfz|urz[ąę]d\w*|dow[oó]d\w*|ewuś|epuap|mojego taty|mojej mamy)\b")


def _scan_digit_runs(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _DIGIT_RUN.finditer(text):
        start, end = m.span()
        run = m.group()
        groups = _GROUP_SPLIT.split(run)
        digits = "".join(groups)
        if len(digits) < 9 or claimed.overlaps(start, end):
            continue
        if len(digits) == 26 and ck.nrb_ok(digits) and _public_account(text, start) \
                and not _owner_or_given(text, start, end):  # (round 26) "..., to moje konto" (owner_ties.py)
            claimed.append((start, end))
            claimed.reject(start, end)
            continue  # a company's published account: none of its pieces is a card either
        if len(digits) == 15 and sample_nir(digits, text.lower()) and not _OWNER_ACCOUNT.search(before(text.lower(), start, 40)):
            claimed.append((start, end))
            claimed.reject(start, end)
            continue  # (round 18) the documentation's sample NIR on a form shown as an example (abroad_values.py)
        f = _strong_number(text, digits, start, end, len(groups) == 1)
        if f is None and len(digits) > 13 and len(groups) > 1:
            # a card glued to a following or preceding number ("... 4242 08/27", "nr 1 4242 ...");
            # only windows that start or end the run, so this stays linear in the run's length
            f = _glued_card(text, run, start, groups)
        if f:
            findings.append(f)
            claimed.append((f.start, f.end))
    for m in _LONG_DIGITS.finditer(text):
        start, end = m.span()
        glued_before = start > 0 and text[start - 1].isalpha()
        glued_after = end < len(text) and text[end].isalpha()
        if not (glued_before or glued_after) or (start > 0 and text[start - 1].isdigit()) or claimed.overlaps(start, end):
            continue
        f = _strong_number(text, m.group(), start, end, True)
        if f and glued_before and _SERIES_PREFIX.search(text, max(0, start - 6), start):
            claimed.reject(start, end)
            continue  # (round 19) "Factura nº FE26321004417", "FV2026...": a document's series letters, then its number
        if f:
            findings.append(f)
            claimed.append((start, end))


# ---------------------------------------------------------------- IBAN

# (the country code may stand apart in capitals, as an IBAN read out leaves it: "DE 09500105...")
# (round 21: slashes too, as a form's or a scan's groups come out - "ES60/7943/5053/...": mod-97 judges the digits)
# (round 23: a space may split the check digits too, as groups of three from the start leave them - "DE1 313 554 ...")
_IBAN_CAND = re.compile(
    r"(?<![A-Za-z0-9])(?:iban:?\s?|IBAN:?\s?)?([A-Za-z]{2}(?:(?<=[A-Z]{2}) )?\d(?:(?<=[A-Z]{2}\d) )?\d(?:[ \-._/]?[A-Za-z0-9]){11,34})")
_IBAN_GLUED = re.compile(r"(?i)iban")
# An order to pay is no order number: "the standing order refund is GB25 ...", "Dauerauftrag auf DE..." (lower-cased)
_PAYMENT_ORDER = re.compile(
    r"standing order|payment order|dauerauftrag\w*|überweisungsauftrag\w*|zleceni\w* (?:stał\w*|przelewu)|"
    r"orden\w* (?:permanente|de (?:pago|transferencia))|ordre (?:de virement|permanent)|virement permanent|"
    r"(?:платіжн|постійн)\w* доручен\w*"
)


# (round 24) a validator, a test, a form being built: "Validating IBANs in my form: GB82 WEST ... passes" (lower-cased)
_VALIDATING = re.compile(
    r"valid\w*|walid\w*|prüf\w*|check\w*|regex\w*|\btest\w*|pars\w*|sprawdz\w*|comprob\w*|v[ée]rif\w*|перевір\w*|"
    r"провер\w*|\bpass(?:es|ed)?\b|\bfails?\b|\bfailed\b"
)


# (round 36) a textbook IBAN spoken of as a sample or a format: "the iban example in our spec", "in unserer Doku",
# "w naszej dokumentacji", "en nuestra especificación", "dans notre cahier des charges", "у нашій специфікації" (lower-cased)
_SPOKEN_OF_AS_SAMPLE = re.compile(
    r"example|sample|spec\w*|format\w*|doc\w*|textbook|wikipedia|tutorial|placeholder|dummy|mock\w*|fixture\w*|"
    r"przykład\w*|przyklad\w*|beispiel\w*|muster\w*|ejemplo\w*|especificaci\w*|exemple\w*|cahier des charges|"
    r"приклад\w*|пример\w*|зраз\w*|образ(?:ец|ца|це)|специфікац\w*|спецификац\w*|документац\w*|формат\w*"
)

# ... unless a possessive claims the account itself: "our IBAN is ...", "mein Konto: ...", "nuestra cuenta ..."
_OWN_ACCOUNT_WORD = re.compile(
    r"(?<!\w)(?:my|our|mine|mein\w*|unser\w*|mój|moj\w*|nasz\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|мій|моя|мо[єї]\w*|"
    r"мой|мое\w*|наш\w*)\s+(?:[^\W\d_]+\s+)?(?:iban|account|konto|kontonummer|bankverbindung|rachun\w*|numer konta|cuenta|"
    r"compte|rib|рахун\w*|сч[её]т\w*)(?!\w)"
)


# (round 46, rids) the holder named by name right after the account: "Mets en bas de la facture : IBAN FR76 ...,
# titulaire Camille Lefebvre", "Rechnung: IBAN DE..., Kontoinhaber Jonas Keller" - a person's account on the writer's
# own invoice or a named payee's, not the invoice's reference (lookalike_before reads "facture" before it); a firm's
# name ("titulaire SARL Dupont", "Inhaber Müller GmbH") stays the firm's
_HOLDER_NAMED = LazyPattern(
    r"^[^.!?\n\d]{0,12}?(?<![^\W\d_])(?i:titulaire|holder|account holder|kontoinhaber\w*|inhaber\w*|empf[äa]nger\w*|"
    r"w[łl]a[śs]ciciel\w*|posiadacz\w*|odbiorca|titular|beneficiari[oa]|b[ée]n[ée]ficiaire|власни\w*|отримувач\w*|"
    r"владел\w*|получател\w*)\W{1,4}(?i:is\s|est\s|ist\s|es\s|to\s)?"
    r"(?!(?i:sarl|sas|sasu|eurl|sa|sl|gmbh|ag|ltd|llc|inc|sp|spółka|ооо|тов|фоп|ип)\b)"
    r"[A-ZÀ-ÖØ-ÞŁŚŻŹĆŃÓĘĄА-ЯІЇЄҐ][a-zß-öø-ÿłśżźćńóęąа-яіїєґ'’\-]+ [A-ZÀ-ÖØ-ÞŁŚŻŹĆŃÓĘĄА-ЯІЇЄҐ][a-zß-öø-ÿłśżźćńóęąа-яіїєґ'’\-]+"
    r"(?! (?i:gmbh|ag|sarl|sas|sl|sa|ltd|llc|inc|sp\.|& co)\b)"
)


def _scan_iban(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _IBAN_CAND.finditer(text):
        cand = m.group(1)
        c_start = m.start(1)
        country = cand[:2].upper()
        length = ck.IBAN_LENGTHS.get(country)
        if length is None:
            continue
        if cand[:2] != country and cand[:2] != cand[:2].lower():
            continue  # "De89" - mixed case is a word, not a country code
        count = 0
        end = None
        for i, ch in enumerate(cand):
            if ch.isalnum():
                count += 1
                if count == length:
                    end = i + 1
                    break
        if end is None:
            continue
        abs_end = c_start + end
        if abs_end < len(text) and (text[abs_end].isalnum() or text[abs_end] == "_"):
            continue
        compact = re.sub(r"[ \-._/]", "", cand[:end]).upper()
        if claimed.overlaps(c_start, abs_end):
            continue
        near = text[max(0, m.start() - 60):m.start()].lower()
        if compact in _EXAMPLE_IBANS and (not _OWNER_ACCOUNT.search(near) or _VALIDATING.search(
                near + " " + text[abs_end:abs_end + 50].lower()) and not own_account_named(near)
                or _SPOKEN_OF_AS_SAMPLE.search(near + " " + text[abs_end:abs_end + 50].lower())
                and not own_account_named(near) and not _OWN_ACCOUNT_WORD.search(near)):
            # the registry's example IBAN, not somebody's account (round 24: nor in "my form" being tested; round 36: nor
            # "the iban example in our spec is GB82 WEST ...", the possessive the document's, not the account's)
            continue
        if _public_account(text, m.start()) and not _owner_or_given(text, c_start, abs_end):  # (round 26, owner_ties.py)
            if ck.iban_ok(compact):  # its digits are no card or phone either
                claimed.append((c_start, abs_end))
                claimed.reject(c_start, abs_end)
            continue  # a charity's or company's published account
        if ck.iban_ok(compact) and (not lookalike_before(text, m.start(), True) or _PAYMENT_ORDER.search(near)
                                    or _HOLDER_NAMED.search(text[abs_end:abs_end + 80]) is not None
                                    or own_account_named(near)  # "my IBAN for the invoice is ..." (round 20)
                                    or replaced_by_test(text.lower())):  # "... in the seed, replace it with a test one" (round 33)
            findings.append(Finding(Kind.IDENTIFIER, "IBAN (bank account number)", c_start, abs_end))
            claimed.append((c_start, abs_end))
    if _IBAN_GLUED.search(text):  # OCR's O, l, B in a labelled IBAN (iban_ocr.py)
        for start, end in ocr_iban_spans(text):
            if not claimed.overlaps(start, end) and not _public_account(text, start) and not lookalike_before(text, start):
                findings.append(Finding(Kind.IDENTIFIER, "IBAN (bank account number, misread)", start, end))
                claimed.append((start, end))


# ---------------------------------------------------------------- national IDs by shape

_SSN = re.compile(r"(?<![\w\-./])(\d{3})([- ])(\d{2})\2(\d{4})(?![\w\-]|[.,]\d)")
_SSN_WORD = re.compile(r"(?i)\b(?:ssn|social security|soc\.? sec\.?|social(?=\s*(?:is|was|number|no\.?|#|:)))")
_NINO = re.compile(
    r"\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"
)
# (round 24: named as such, in any case and grouped any way - "KJ4-7911-8D", "kj.47.91.18.d" - as people copy it)
_NINO_ANY_CASE = re.compile(
    r"(?i)\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?:[ \-.]?\d){6}[ \-.]?[A-D]\b"
)
_NINO_EXAMPLE = re.compile(r"(?i)(?<![\w])QQ ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\w])")
_NINO_WORD = re.compile(r"(?i)\b(?:nino|ni number|ni no|national insurance)")
_PL_ID_CARD = re.compile(r"(?i)\b([A-Z]{3}) ?(\d{6})\b")
_ID_CONTEXT = re.compile(  # on lower-cased text
    r"(?:\bid\b|identity|identification|dow[oó]d\w*|ausweis\w*|personalausweis\w*|passport|"
    r"paszport\w*|\bnumer\b|\bnr\b|\bnumber\b|\bno\.|\bnummer\b|\bmy\b|\bmój\b|\bmoje\w*\b|\bmein\w*\b|dokument\w*|document\w*|"
    # the same in French, Spanish, Ukrainian and Russian, and a value spelled or dictated to the user
    r"identit[ée]|identidad|num[ée]ro|номер|посвідч\w*|паспорт\w*|épel\w*|epel\w*|deletre\w*|buchstabier\w*|"
    r"literuj\w*|literk\w*|\bspell\w*|по буквах|dictat\w*|dict[ée]\w*|diktier\w*|dyktu\w*|podyktow\w*|продикт\w*|диктую)"
)
# (the letter may be dictated as such: "8 cinco 2 7 ... letra J", normalised to "85275112 letra J")
_DNI = re.compile(r"(?<![\w\-])(\d{8})[ \-.]?(?:(?:letra|letter|lettre|litera|buchstabe) )?([A-Za-z])(?![\w\-])")
_DNI_WORD = re.compile(r"(?<!\w)(?:dni|d\.n\.i\.?)(?!\w)")
# (round 36) "12.345.678-Z": the digits grouped in thousands, the check letter in capitals after a dash or glued (not
# "12.345.678 a 13.000.000", a count and the Spanish "a")
_DNI_DOTTED = re.compile(r"(?<![\w\-.,])(\d{2}\.\d{3}\.\d{3})[\-]?([A-Z])(?![\w\-])")
# (round 23: the seven digits in groups too, as a card's number is copied - "X08-747-09L", "Y 12 345 67 X";
# the code joins the groups and wants seven digits and the check letter)
# (round 46) also glued to its own word, as typed in a hurry: "mi nieX1352360Y", "TIE:Y..." is read below
_NIE = re.compile(r"(?:(?<![\w\-])|(?<=[Nn][Ii][Ee])|(?<=[Tt][Ii][Ee]))([XYZxyz])[ \-.]?(\d{2,7}(?:[ \-.]\d{2,5}){0,2})[ \-.]?([A-Za-z])(?![\w\-])")
_NIR = re.compile(
    r"(?<![\w\-])([12])[ .]?(\d{2})[ .]?(\d{2}|2[AB])[ .]?(\d{2}|2[AB])[ .]?(\d{3})[ .]?(\d{3})[ .]?(\d{2})(?![\w\-]|[.,]\d)"
)
_SERIES_NUMBER = re.compile(r"[^\W\d_]{1,4}-\d{1,6}")
_COMPANY = re.compile(  # on lower-cased text: the number belongs to a business, not a person
    r"\b(?:company|company's|firm|vendor|supplier|seller|business|ltd|inc|llc|gmbh|ag|kg|ug|"
    r"firm[ayieę]|firmy|firmow\w*|spółk\w*|spolk\w*|sp(?=\. z o\.o)|s(?=\.a\.)|s(?=\.l\.)|"
    # (round 19) the other legal forms: "Budimex-Lokal Sp. j., NIP ...", "s.c.", "sp.k.", "plc", "OHG", "EURL", "ООО"
    r"sp(?=\. ?[jkp]\.)|s(?=\.c\.)|s(?=\.k\.a)|plc|ohg|eurl|sasu|llp|b(?=\.v\.)|ооо|прат|"
    r"sprzedawc\w*|dostawc\w*|kontrahent\w*|wystawc\w*|"
    r"unternehmen\w*|firma|verkäufer\w*|lieferant\w*|händler\w*|empresa\w*|sociedad\w*|proveedor\w*|"
    r"entreprise\w*|société|societe|fournisseur\w*|vendeur|sarl|sas|компанії|компанія|фірм\w*|підприємств\w*|"
    r"тов|фоп|компании|компания|организаци\w*|поставщик\w*|постачальник\w*|контрагент\w*|"
    # a foundation's or an association's: "Fundacja Rozwoju Kadr, NIP ...", "Verein ..., Steuernummer ..."
    r"fundacj\w*|stowarzyszeni\w*|foundation|association|\w*stiftung|\w*verein\w*|fundaci[oó]n|asociaci[oó]n|фонд\w*|"
    # a cooperative, or a body with a court-register number beside it: "Spółdzielnia ..., REGON ..., KRS ..."
    r"spółdzielni\w*|spoldzielni\w*|\w*genossenschaft\w*|cooperativ\w*|coop[ée]rativ\w*|co-?op|кооператив\w*|krs|hrb|rcs|"
    # (round 19) a building's owners or managers: "NIP wspólnoty mieszkaniowej", "le SIRET du syndic", "ЄДРПОУ ОСББ"
    r"wspólnot\w*|wspolnot\w*|zarządc\w*|administrator\w*|hausverwaltung\w*|wohnungseigentümergemeinschaft|weg|"
    r"comunidad de propietarios|administrador de fincas|syndic|syndicat des copropriétaires|copropriété|"
    r"housing association|letting agen\w*|managing agent\w*|осбб|тсж|управляюч\w* компані\w*|"
    # the invoice's issuer: "na fakturze od Orlenu", "invoice from", "Rechnung von", "factura de", "facture de"
    r"faktur\w* od|invoice from|rechnung (?:von|der)|factura de|facture de|рахун\w* від|сч[её]т\w* от|"
    # a shop's or restaurant's number on its receipt
    r"sklep\w*|shop|store|restaurant\w*|restauracj\w*|hotel\w*|laden|gesch[äa]ft\w*|tienda|magasin|"
    r"магазин\w*|paragon\w*|receipt|kassenbon|quittung|ticket de caisse|recibo|чек\w*)\b"
)


def _add(findings: list[Finding], claimed: Claims, reason: str, start: int, end: int) -> None:
    if start < end and not claimed.overlaps(start, end):
        findings.append(Finding(Kind.IDENTIFIER, reason, start, end))
        claimed.append((start, end))


_SIX_DIGITS = re.compile(r"(?:\d[ \-.]?){6}")


# A UK (DVLA) driving licence number: 5 characters of the surname (padded with 9s), 6 digits holding
# the birth date, 2 initials (or 9s), a digit, 2 check letters; anywhere in a message that names a
# driving licence in one of the six languages (the value may be sentences away from the word).
_UK_LICENCE = re.compile(r"\b[A-Z][A-Z9]{4}\d{6}[A-Z9]{2}\d[A-Z]{2}\b")
_UK_LICENCE_HINT = re.compile(
    r"dvla|licen[cs]e|prawo jazdy|prawa jazdy|f[üu]hrerschein|permis de conduire|permis|carnet de conducir|"
    r"permiso de conducir|licencia|посвідчення водія|водійськ|водительск"
)


def spanish_nss_ok(digits: str) -> bool:
    """A Spanish social-security number (NSS/NUSS): province (2), number (8), check (2) = mod 97 of
    the province and number read as one figure (province x 10^7 + number when the number is short)."""
    if not re.fullmatch(r"\d{12}", digits) or digits[:2] == "00":
        return False
    prov, num, dc = int(digits[:2]), int(digits[2:10]), int(digits[10:])
    base = prov * 10_000_000 + num if num < 10_000_000 else int(digits[:10])
    return base % 97 == dc


# An NSS written as on the card, "28/12345678/40": the slashes and the check digits say what it is.
_ES_NSS = re.compile(r"(?<![\w/.\-])(\d{2})/(\d{8})/(\d{2})(?![\w/]|[.,]\d)")


def _scan_shaped_ids(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    if not _SIX_DIGITS.search(text):
        return  # every shape below has at least six digits
    for m in _SSN.finditer(text):
        area, group, serial = m.group(1), m.group(3), m.group(4)
        if m.group(2) == " " and not _SSN_WORD.search(before(text, m.start(), 40)):
            continue  # "123 45 6789" only with an SSN keyword
        if ck.ssn_ok(area, group, serial) and not is_lookalike_context(text, *m.span()):
            _add(findings, claimed, "US social security number", *m.span())
    if "QQ" in text or "qq" in text:  # (round 19) HMRC's example prefix, never issued: "QQ123456C", "qq 12 34 56 a"
        for m in _NINO_EXAMPLE.finditer(text):
            claimed.reject(*m.span())
    nino = _NINO_ANY_CASE if _NINO_WORD.search(text) else _NINO
    for m in nino.finditer(text):
        if not is_lookalike_context(text, *m.span()):
            _add(findings, claimed, "UK national insurance number", *m.span())
    for m in _PL_ID_CARD.finditer(text):
        if m.group(1).lower() in NOT_ID_SERIES:
            continue  # "what bank has bin 414720?": a card's issuer prefix (sample_values.py)
        if claimed.overlaps(*m.span()) or (not m.group(1).isupper() and not _ID_CONTEXT.search(before(low, m.start(), 48))):
            continue
        if ck.polish_id_card_ok(m.group(1) + m.group(2)) and _ID_CONTEXT.search(before(low, m.start(), 48)) \
                and not lookalike_before(text, m.start()):
            _add(findings, claimed, "identity card number", *m.span())
    for m in _DNI.finditer(text):
        if m.group(1) + m.group(2).upper() in _SPECIMEN_IDS and not _OWNER_ACCOUNT.search(before(low, m.start(), 40)):
            claimed.reject(*m.span())
            continue  # the specimen printed on sample cards and forms ("Fulano de Tal, DNI 12345678Z")
        if len(set(m.group(1))) > 1 and ck.spanish_dni_ok(m.group(1) + m.group(2).upper()) \
                and (not is_lookalike_context(text, *m.span()) or under_name_after(low, m.start(), m.end())) \
                and not (_COMPANY.search(before(low, m.start(), 40)) and not _DNI_WORD.search(before(low, m.start(), 40))
                         and not booked_for_person(low, *m.span())):  # (round 36) "reserva del hotel: ..." (booked_ids.py)
            _add(findings, claimed, "national ID number", *m.span())  # (a DNI is a person's: "mi dni en la reserva del hotel")
    if "." in text:  # (round 36) the digits in thousands as the card prints them: "12.345.678-Z" (booked_ids.py's value)
        for m in _DNI_DOTTED.finditer(text):
            digits = m.group(1).replace(".", "")
            if len(set(digits)) > 1 and digits + m.group(2) not in _SPECIMEN_IDS and ck.spanish_dni_ok(digits + m.group(2)) \
                    and not claimed.overlaps(*m.span()) \
                    and (not is_lookalike_context(text, *m.span()) or under_name_after(low, m.start(), m.end())) \
                    and not (_COMPANY.search(before(low, m.start(), 40)) and not _DNI_WORD.search(before(low, m.start(), 40))
                             and not booked_for_person(low, *m.span())):
                _add(findings, claimed, "national ID number", *m.span())
    for m in _NIE.finditer(text):
        digits = m.group(2).replace(" ", "").replace("-", "").replace(".", "")
        if len(digits) != 7:
            continue
        if (m.group(1) + digits + m.group(3)).upper() in _SPECIMEN_IDS \
                and not _OWNER_ACCOUNT.search(before(low, m.start(), 40)):
            claimed.reject(*m.span())
            continue
        if ck.spanish_nie_ok((m.group(1) + digits + m.group(3)).upper()) and not lookalike_before(text, m.start()):
            _add(findings, claimed, "national ID number", *m.span())
    for m in _NIR.finditer(text):
        compact = "".join(m.groups())
        if sample_nir(compact, low) and not _OWNER_ACCOUNT.search(before(low, m.start(), 40)):
            claimed.reject(*m.span())
            continue  # (round 18) the documentation's sample NIR on a form shown as an example (abroad_values.py)
        if ck.french_nir_ok(compact) and not is_lookalike_context(text, *m.span()):
            _add(findings, claimed, "social security / insurance number", *m.span())
    if "/" in text:
        for m in _ES_NSS.finditer(text):
            if spanish_nss_ok("".join(m.groups())) and not is_lookalike_context(text, *m.span()):
                _add(findings, claimed, "social security / insurance number", *m.span())
    if _UK_LICENCE_HINT.search(low):
        for m in _UK_LICENCE.finditer(text):
            if ck.uk_driving_licence_ok(m.group()) and not is_lookalike_context(text, *m.span()):
                _add(findings, claimed, "driving licence number", *m.span())


# ---------------------------------------------------------------- national IDs after a keyword

_ID_KEYWORDS = re.compile(  # on lower-cased text; every keyword starts a word
    r"(?<![^\W_])(?=[^\W\d_])(?:(?P<passport>passport|paszport\w*|reisepass\w*|passnummer|pass-nr\.?|passeport|pasaporte|passaporto|"
    r"паспорт\w*|закордонн\w*(?: паспорт\w*)?|загранпаспорт\w*|загранник\w*)"
    r"|(?P<idcard>id card|identity card|national id|personal id|my id|id-card|id number|dow[oó]d\w*(?: osobist\w*)?|dow\. ?os\.(?= ?:? ?[a-z]{3} ?\d{6}\b)|"
    r"personalausweis\w*|ausweisnummer|ausweis|perso(?:-?nr\.?|-?nummer)?(?![\w\-])|carte d'identit[eé]|carte nationale d'identit[eé]|\bcni\b|"
    r"documento nacional de identidad|\bnif\b|n[uú]mero de identificaci[oó]n|"
    r"id-картк\w*|id картк\w*|посвідчення особи|удостоверени\w* личности|номер документа|"
    r"numer identyfikacyjny|identification number)"
    r"|(?P<licence>drivers?'?s? licen[cs]e|driving licen[cs]e|licen[cs]e number|prawo jazdy|prawa jazdy|"
    # "US licence for the rental: D2677966", "my licence no. ...": a licence that is somebody's
    r"(?:my|his|her|their|your|dad'?s|mum'?s|mom'?s|us|uk|eu|state) licen[cs]e(?= (?:no|number|#|for the (?:rental|car|hire))|:)|"
    # (not a building, demolition, hunting or fishing permit: "n° de permis de construire PC 069 ...")
    r"(?:num[ée]ro de permis|n° de permis)(?! de (?:construire|d[ée]molir|chasse|p[êe]che)| d['’]am[ée]nager)|permis n°|(?:mon|son|ton) permis(?= (?:n°|num[ée]ro|c'est|:)|:)|"
    r"führerschein\w*|permis de conduire|carnet de conducir|permiso de conducir|licencia de conducir|"
    r"посвідчення водія|водійськ\w* посвідчен\w*|водительск\w* (?:удостоверени|прав)\w*)"
    r"|(?P<social>social security(?: number)?|\bssn\b|"
    # "my social is ...", "my daughter's social, it's ...", "mom's social: ..."
    r"(?:(?:my|his|her|their|your)(?: \w+['’]s)?|\w+['’]s) social(?=,?\s*(?:(?:it['’]s|it is)\s*\d|is|was|number|no\.?|#|:))|sozialversicherungsnummer|rentenversicherungsnummer|"
    r"national insurance(?: number)?|\bnhs\b(?: number| no)?|numer ubezpieczenia|insurance number|medicare number|"
    r"versichertennummer|krankenversicherungsnummer|krankenkassennummer|\bsv-nummer|"
    # pension and health-insurance member numbers: "numer świadczenia z ZUS", "Rentennummer", "n° adhérent"
    # of a "mutuelle", "número de afiliación", "номер пенсійного посвідчення"
    r"nu?me?r\.? świadczeni\w*|nu?me?r\.? emerytur\w*|nu?me?r\.? rent(?:y|owy)|rentennummer|rentenzeichen|"
    r"pension (?:number|reference|ref)|n[uú]mero de (?:pensi[oó]n|afiliaci[oó]n|afiliado)|num[ée]ro de (?:pension|retraite)|"
    r"mutuelle|compl[ée]mentaire sant[ée]|пенсійн\w* (?:посвідчен|номер|справ)\w*|номер пенсійн\w*|пенсионн\w* (?:удостоверени|номер)\w*|"
    r"seguridad social|\bnuss\b|\bnss\b|\bnaf\b|tarjeta sanitaria|\bcip\b|"
    r"s[ée]curit[ée] sociale|num[ée]ro de s[ée]cu|\bs[ée]cu\b|carte vitale|\bnir\b|"
    r"соціального страхування|страхов\w* номер|снилс|ekuz|\bnumer nfz|"
    # (round 18) the European health insurance card: "EHIC numbers for the trip: ...", "n° de CEAM", "GHIC"
    r"\behic\b|\bghic\b|\bceam\b|tarjeta sanitaria europea|carte europ[ée]enne d'assurance maladie|"
    r"europäische krankenversicherungskarte|європейськ\w* карт\w* медичного страхування|"
    r"номер страхов\w* (?:свідоцтв|свидетельств|поліс|полис)\w*|страхов\w* (?:свідоцтв|свидетельств)\w*|"
    r"health (?:card|insurance) (?:number|no\.?)|carte d'assurance maladie|num[ée]ro (?:d'|d’)?allocataire|"
    r"n° (?:d'|d’)?allocataire|n° caf|num[ée]ro caf)"
    # (round 42) the label typed short or in full: "N° fiscal : ...", "nº fiscal", "Unique Taxpayer Reference ..."
    r"|(?P<tax>tax id|tax identification number|taxpayer id|tax number|tax reference|\butr\b|(?:unique )?taxpayer reference|"
    r"(?:n[°º]|no\.?) fiscal|(?:n[°º]|no\.?) d'identification fiscale|"  # ("nº" is "no" once normalised)
    r"steuer[- ]?id\w*|steuer-identifikationsnummer|steueridentifikationsnummer|steuernummer|identifikationsnummer|"
    r"\bidnr\b|numer identyfikacji podatkowej|\bnip\b|\bregon\b|num[ée]ro fiscal|num[ée]ro d'identification fiscale|"
    r"\bspi\b|n[uú]mero de identificaci[oó]n fiscal|рнокпп|\bіпн\b|\bипн\b|\bінн\b|\bинн\b|\bipn\b|\brnokpp\b|"
    r"ідентифікаційн\w* (?:код|номер)|идентификационн\w* (?:код|номер)|податков\w* номер|налогов\w* номер|"
    r"реєстраційн\w* номер облікової картки)"
    r"|(?P<bank>account number|acct number|bank account|account no|numer konta|numer rachunku|nr konta|"
    r"nr rachunku|kontonummer|konto-nr|sort code|routing number|"
    # a form's fields: "routing 082995971 account 3409551360"
    r"(?:(?<=\d )|(?<=\d, ))(?:checking |savings )?account(?=:? ?\d{6})|(?:checking|savings) acc(?:oun)?t(?=:? ?\d{6})|"
    # (round 49, rids) "checking acct 4417092385" beside a routing number on a direct-deposit form
    r"n[uú]mero de cuenta|cuenta bancaria|\bacct?\.? (?:no|number|#)|"
    r"num[ée]ro de compte(?!\w)|compte bancaire|\brib\b|номер рахунку|рахунок|розрахунков\w* рахунок|"
    r"номер сч[её]та|банковск\w* сч[её]т)"
    r"|(?P<customer>customer (?:number|no|id|account)|account (?:no|number) with|numer klienta|nr klienta|"
    r"numer abonenta|numer umowy z|kundennummer|kunden-nr|vertragsnummer|n[uú]mero de cliente|n[uú]mero de abonado|"
    r"num[ée]ro (?:de )?client|num[ée]ro d'abonn[ée]|identifiant client|номер клієнта|особов\w* рахун\w*|лицев\w* сч[её]т\w*|"
    r"номер договору|номер абонента)"
    r"|(?P<student>student id|student (?:number|no\.?)|numer legitymacji|nr legitymacji|matrikelnummer|matrikel-nr\.?|"
    r"numer albumu|nr albumu|n[uú]mero de expediente|carnet de estudiante|num[ée]ro d'[ée]tudiant|"
    r"номер студентськ\w*|номер залікової|номер студенческ\w*|"
    r"num[ée]ro [ée]tudiant|студентськ\w* квит\w*)"
    r"|(?P<vehicle>licen[cs]e plate|number plate|registration number|numer rejestracyjny|tablic\w* rejestracyjn\w*|"
    # "nr rej. EL 00867", "na polskich numerach WX 2293H", "Nummernschildern АІ 1495 МН", "des Pkw M-UB 251"
    r"nr\.? rej\.?|na \w+ch numerach|на \w+их номерах|on \w+ (?:number )?plates|nummernschild\w*|pkw(?= [a-zäöü]{1,3}-[a-z]{1,2} \d)|"
    r"kennzeichen|\bvin\b|matr[ií]cula|plaque d'immatriculation|immatriculation|номерн\w* знак\w*|"
    r"держномер\w*|госномер\w*|immatricul\w*|номер\w* (?:(?:на|від|з|от|с) )?(?:мо\w* )?(?:машин|авто|тачк)\w*|"
    r"(?:my|mi|ma|mon|moja|moje|mein\w*|мій|мій|мой)\s(?:number\s|car\s)?(?:plate|plaque|matr[ií]cula|rejestracja)|"
    r"(?:my|moje|mojego|mein\w*|mi|ma|mon|мій|моя|мою|мой)\s(?:\w+\s)?(?:car|auto|autos|wagen|coche|voiture|"
    r"samoch[oó]d\w*|машин\w*|авто\w*|motorbike|motocykl\w*|moto)(?!\w)))"
)
# (round 40: not a segment inside a dashed code - "Número de siniestro 2024-SIN-0047718" is an insurer's claim reference,
# its "SIN" no Canadian insurance number's label)
_ID_ACRONYMS = re.compile(r"\b(?<!\w-)(?<!\w/)(?P<acronym>SSN|SIN|TIN|PESEL|NINO|IdNr|BSN|NIR|DNI|NIE|CPR|ITIN)\b")
_ID_ACRONYM_HINT = re.compile(r"SSN|SIN|TIN|PESEL|NINO|IdNr|BSN|NIR|DNI|NIE|CPR|ITIN")
# How every keyword's first word begins: a text with no such word has no keyword, and the big
# pattern above is not run on it. Specific prefixes ("vers" would also let in every "version");
# short keywords as whole words.
_ID_PREFIXES = tuple("""
passp passn pass-nr passe pasz reisepass pasaport паспорт закордон загранпасп загранн iden national personal
dowó dowo ausweis perso carte cni documento nif núme nume numé посвідч удостовер номер driv licen prawo prawa
führer permis carnet licencia водій водит social ssn sozialv rentenv nhs insurance medicare versicher
krankenv seguridad nuss tarjeta sécu secu vitale соціал страхов снилс ekuz ehic ghic ceam europ європ tax utr steuer idnr nip regon
рнокпп іпн ипн інн инн ipn rnokpp ідентиф идентиф податк налог реєстрац account acct bank kontonum konto sort
routing cuenta compte рахун розрахун банк student legityma matrik albumu étudiant студент number
registration rejestr tablic kennzeichen matr plaque immatric номерн держномер госномер customer klient
świadcz swiadcz emerytur renten pension mutuel complém complem пенсій пенсион expedi студентськ health carte allocataire caf n°
kunden vertrag cliente client абонент клієнт особов лицев договор autos wagen coche voiture samoch
машин авто motorbike motocykl plate nummernsch pkw
""".split())
_ID_WORDS = frozenset("id nr car auto moto vin cip naf sv spi rib nir acc acct dow nss fiscal".split())  # (round 40: "NSS 3261...";
# round 42: "fiscal" of "N° fiscal : ...", whose "n°" is no run of letters)
# A run of letters ("l'huissier" is two) that is one of _ID_WORDS or starts with one of _ID_PREFIXES, as one
# search over a trie instead of a loop over the words. Entries with other characters ("pass-nr") could never
# be such a run and never matched, so they are left out; a one-letter prefix only ever matched itself.
_LETTER = r"[^\W\d_]"
_ID_WORD_START = re.compile(r"(?<!" + _LETTER + r")(?:" + literal_alternation(
    sorted({w for w in _ID_WORDS if w.isalpha()} | {p for p in _ID_PREFIXES if len(p) == 1 and p.isalpha()}),
    r"(?!" + _LETTER + ")", sorted(p for p in _ID_PREFIXES if len(p) >= 2 and p.isalpha())) + ")")


def _may_have_keyword(low: str) -> bool:
    """Does any word start like an ID keyword (be one of _ID_WORDS, or start with one of _ID_PREFIXES)?"""
    return _ID_WORD_START.search(low) is not None


_PLATE_VALUE = re.compile(
    r"\b(?:[A-HJ-NPR-Z0-9]{17}|\d{4}[ \-]?[BCDFGHJKLMNPRSTVWXYZ]{3}|[A-ZА-ЯІЇЄ]{1,3}[ \-]?[A-Z0-9А-ЯІЇЄ]{2,5}(?:[ \-]?[A-Z0-9А-ЯІЇЄ]{1,4})?)\b"
)
_ID_VALUE = re.compile(  # (round 18: not from inside a word - "SIREN 517046405" holds no value "REN 517046405")
    r"(?<![^\W\d_])[A-ZА-ЯІЇЄҐ]{0,3}[ \-]?\d(?:[\d \-/.]{3,22}\d)?[A-ZА-ЯІЇЄҐ]?\b|\b(?=[A-Z0-9]*\d)[A-Z0-9]{6,18}\b"
)
_ID_REASONS = {
    "passport": "passport number",
    "idcard": "identity card number",
    "licence": "driving licence number",
    "social": "social security / insurance number",
    "tax": "tax identification number",
    "bank": "bank account number",
    "student": "student ID number",
    "vehicle": "vehicle registration or VIN",
    "customer": "customer account number",
    "acronym": "national ID number",
}
# end of the sentence that holds an ID value; "no." and "nr." are abbreviations, not full stops
_VALUE_STOP = re.compile(r"(?<![Nn][Oo])(?<![Nn][Rr])(?<![Nn]º)[.!?\n](?:\s|$)"
                         r"|\[[ xX✓]?\]|[☐☑✅]|\s\|\s")  # (round 22) a checklist's next box, a table's next cell
_DATE_LIKE = re.compile(r"^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{4})$")
# "regon mojej firmy jednoosobowej", "my sole-trader business": the user's own number
_OWN_BUSINESS = re.compile(
    r"\b(?:my|mojej|moja|mojego|moją|mein\w*|mi|ma|mon|мого|моєї|моей|мой|моя)\s(?:\w+\s)?"
    r"(?:firm\w*|działalno\w*|business|company|unternehmen|gewerbe\w*|empresa|negocio|entreprise|soci[ée]t[ée]|"
    r"auto-?entreprise|фоп|фірм\w*|бізнес\w*|компані\w*|ип)\b|jednoosobow\w*|sole trader|self-employed|"
    r"einzelunternehm\w*|aut[oó]nomo|micro-?entrepreneur|auto-?entrepreneur|фізичн\w* особ\w*-підприєм\w*"
)
# A sole trader's number is a person's: "Stanisław Górecki NIP 7209814362", "Anna Weber, Steuernummer ..."
_NAME_BEFORE = re.compile(r"(?P<first>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+)\s+"
                          r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+[,:;]?\s*(?:\(?|-\s*)$")


def _person_before(text: str, start: int) -> bool:
    m = _NAME_BEFORE.search(text, max(0, start - 40), start)
    return m is not None and m.group("first") in FIRST_NAMES


# (round 35) an identity card's or passport's number of capitals and digits mixed, as printed since the French CNI of
# 2021 ("X4RTBPFW4"), and on Ukrainian, Polish or Spanish cards: 8 to 10 characters, two letters and two digits at least,
# letters and digits interleaved (three runs or more: not a word and a year "GREEN2024", nor a model's "ABCDEFGH12")
_MIXED_DOC = re.compile(r"(?=[A-Z0-9]{8,10}$)(?=(?:[0-9]*[A-Z]){2})(?=(?:[A-Z]*[0-9]){2})[A-Z0-9]+")
_CHAR_RUNS = re.compile(r"[A-Z]+|[0-9]+")


def _mixed_doc(compact: str) -> bool:
    return _MIXED_DOC.fullmatch(compact) is not None and len(_CHAR_RUNS.findall(compact)) >= 3


_SPELLED_DOC = re.compile(r"\s*((?:[A-Za-z0-9][ \-]){8,9}[A-Za-z0-9])(?![\w])")
_DE_DOC = re.compile(r"\b[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d\b")
_COMPANY_NUMBER = re.compile(r"(?<![\w\-])\d[\d \-]{7,15}\d(?![\w\-])")
_COMPANY_KEYWORDS = ("nip", "regon", "steuernummer", "tax number", "tax id", "nif", "numéro fiscal", "numero fiscal")


# (round 32) a number looked up in the business registers or for VAT status (round 47, rfr: the white list's locative
# too, "sprawdzić na białej liście VAT", "w bialej liscie"): a firm's ("czy REGON ... należy do tej
# hurtowni", "gdzie sprawdzić w rejestrze, czy firma jest czynnym podatnikiem VAT"); on lower-cased text
_REGISTER_CHECK = re.compile(
    r"\b(?:gus|ceidg|krs|bir|bia[łl]\w* li(?:st|ści|sci)\w*|wykaz\w* podatnik\w*|czynn\w* podatnik\w*|podatnik\w* vat|vies|"
    r"hurtowni\w*|kontrahent\w*|dostawc\w*|rejestr\w* (?:regon|firm|przedsiębiorc|podmiot|vat|gospodarcz)\w*|"
    r"(?:należy|nalezy|należą) do (?:tej|tego|tych|której|firmy|spółki))\b"
)
# ... but not a sole trader's number, a person's ("Wynajmujący wystawia rachunki na swoją działalność, NIP ... czy jest
# czynnym podatnikiem VAT?", "regon mojej dzialalnosci (korepetycje) to ..., gdzie to sie wpisuje w ceidg?")
_SOLE_TRADE = re.compile(r"\b(?:działalnoś\w*|dzialalnos\w*|jdg|jednoosobow\w*|samozatrudni\w*)")
# a German bank's sort code named as such: the bank's, nobody's account (the learned model need not score it)
_BANK_CODE = re.compile(r"\b(?:blz|bankleitzahl)\b[\s.:]*(?:(?:der|die|von|ist|lautet|ist die)\s){0,2}(\d{3} ?\d{3} ?\d{2})(?![\d\w])")
_OTHERS_INVOICE = re.compile(
    r"faktur\w* od|invoice from|rechnung (?:von|der)|factura de|facture de|рахун\w* від|сч[её]т\w* от|"
    r"supplier\w*|dostawc\w*|lieferant\w*|proveedor\w*|fournisseur\w*|постачальник\w*"
)
_FICTION = re.compile(
    r"ausgedacht\w*|erfunden\w*|fiktiv\w*|fictional|fictitious|made[- ]up|invented|imaginar\w*|inventad\w*|"
    r"fictici\w*|invent[ée]e?s?\b|fictive?s?\b|вигадан\w*|выдуман\w*|zmyślon\w*|fikcyjn\w*|wymyślon\w*|"
    r"werbefilm\w*|werbespot\w*|(?<!centre )(?<!center )(?<!centro )commercial(?!e|\s+(?:vehicle|van|truck|lorry|property|premises|parking|car park))|advert\w*|anuncio|publicit\w*|reklam\w*|реклам\w*|"
    # (round 23) "in der Werbung von BMW", "on the billboard", "in the Ford ad", "la pub Renault"
    r"\w*werbung\w*|werbeplakat\w*|werbeanzeige\w*|billboard\w*|\bads?\b|\bpub\b|spot publicitaire"
)


# A question about what an identifier's characters mean, and "a VIN like ...": the value is an example of the
# format, nobody's car (on lower-cased text)
_FORMAT_QUESTION = re.compile(
    r"\b(?:character|digit|position|znak|cyfr\w*|stelle|ziffer|zeichen|car[aá]cter\w*|d[ií]gitos?|caract[eè]re|"
    r"chiffre|символ\w*|цифр\w*|decod\w*|"
    r"model years?|rozczyta\w*|rozszyfrow\w*|rok modelow\w*|któr\w* (?:cyfr|znak)\w*|entschlüssel\w*|modelljahr\w*|"
    r"decodific\w*|año (?:del )?modelo|d[ée]cod\w*|ann[ée]e[- ]mod[eè]le|розшифр\w*|расшифр\w*|модельн\w* р\w*)"
)
# what a plate's letters mean, or plates in general (lower-cased text): the plate is an example of the format
_PLATE_MEANS = (r"(?:bedeut\w*|mean\w*|stand for|stehen f[üu]r|steht f[üu]r|oznacza\w*|znacz\w*|significa\w*|signifi\w*|"
                r"означа\w*|значат|значить)")
_PLATE_LETTERS = (r"(?:letters?|buchstaben|litery|liter|letras?|lettres?|літер\w*|букв\w*|characters?|zeichen|znaki|caract\w*|"
                  r"символ\w*|k[üu]rzel|abk[üu]rzung\w*|skr[óo]t\w*)")
_PLATE_MEANING = re.compile(
    r"\b(?:" + _PLATE_MEANS + r"\b[^.!?\n]{0,40}\b" + _PLATE_LETTERS + r"|" + _PLATE_LETTERS + r"\b[^.!?\n]{0,50}\b" + _PLATE_MEANS
    + r"|allgemein|im allgemeinen|in general|generally|en general|en g[ée]n[ée]ral|generalnie|og[óo]lnie|загалом|вообще|в целом)\b"
)
# (round 21) a pattern or a validation being written (lower-cased text): the plates in it show the format
_PLATE_FORMAT_TALK = re.compile(
    r"\b(?:regexp?|regular expression|wyrażeni\w* regularn\w*|regex\w*|regulär\w* ausdr\w*|expresi[oó]n(?:es)? regular\w*|"
    r"expressions? r[ée]guli[eè]re\w*|регулярн\w*|validat\w*|walidac\w*|validier\w*|validaci[oó]n|valider|валідац\w*|"
    r"валидац\w*|input mask|maska|eingabemaske|máscara|masque de saisie)\b")
_VIN_VALUE = re.compile(r"(?<![A-Za-z0-9])[A-HJ-NPR-Z0-9]{17}(?![A-Za-z0-9])")
_SUCH_AS = re.compile(
    r"\b(?:like|such as|e\.g\.|for example|na przykład|np\.|typu|wie|zum beispiel|z\. ?b\.|como|tipo|por ejemplo|"
    r"du type|comme|par exemple|на кшталт|типу|наприклад|например)\b"
)


def _checksum_consistent(group: str, keyword: str, value: str) -> bool:
    """Where the keyword names a document with a check digit, the value has to pass it."""
    kw = keyword.lower()
    v = value.upper()
    if "pesel" in kw:
        return ck.pesel_ok(v)
    if kw == "itin":
        return ck.itin_ok(v)
    if kw == "nss":  # (round 40) "NSS 326114601093": the Spanish number's check, or the French NIR's ("NSS" in France too)
        return (bool(re.fullmatch(r"\d{12}", v)) and spanish_nss_ok(v)) or (bool(re.fullmatch(r"[12]\d{14}", v))
                                                                           and ck.french_nir_ok(v))
    if "seguridad" in kw:  # Spanish NSS: province, number, two check digits
        return bool(re.fullmatch(r"\d{12}", v)) and spanish_nss_ok(v)  # (a 9-digit value is the office's phone)
    if kw == "ssn" or kw.endswith(" social") or "social security" in kw:  # "my social is 512473860"
        m = re.fullmatch(r"(\d{3})(\d{2})(\d{4})", v)
        return bool(m) and ck.ssn_ok(*m.groups())
    if kw == "nip":  # also in its EU VAT form, "PL3204642718"
        return ck.nip_ok(v[2:] if v.startswith("PL") else v)
    if kw == "regon":
        return ck.regon_ok(v)
    if ("sozialversicherung" in kw or "rentenversicherung" in kw or kw == "sv-nummer") \
            and re.fullmatch(r"\d{8}[A-Z]\d{3}", v):
        return ck.german_svnr_ok(v)
    if kw == "cip" and v.isdigit() and (len(v) == 7 or (len(v) == 13 and v.startswith("3400"))):
        return False  # a French medicine's CIP code (the box's 7 or 13 digits, 3400...), not a health card
    if kw in ("nhs", "nhs number", "nhs no"):
        return ck.nhs_number_ok(v)
    if kw == "utr":
        return ck.uk_utr_ok(v)
    if group == "tax" and ("steuer-id" in kw or "steuerid" in kw or "identifikation" in kw or kw == "idnr"):
        return ck.german_tax_id_ok(v)
    if kw == "steuernummer":
        return ck.german_tax_number_ok(v)
    if kw in ("dni", "documento nacional de identidad") and re.fullmatch(r"\d{8}[A-Z]", v):
        return ck.spanish_dni_ok(v)
    if kw in ("nie", "tie") and re.fullmatch(r"[XYZ]\d{7}[A-Z]", v):
        return ck.spanish_nie_ok(v)
    if kw == "nif":  # a person's NIF is their DNI or NIE; a letter first is a company's (CIF)
        return ck.spanish_dni_ok(v) or ck.spanish_nie_ok(v)
    if ("curit" in kw or "sécu" in kw or "secu" in kw or kw in ("nir", "carte vitale")) and len(v) == 15:
        return ck.french_nir_ok(v)
    if "fiscal" in kw and len(v) == 13 and v.isdigit() and "identificaci" not in kw:
        return ck.french_tax_number_ok(v)
    if group == "tax" and ("рнокпп" in kw or "пн" in kw or "нн" in kw or "ідентиф" in kw or "идентиф" in kw
                           or kw in ("ipn", "rnokpp")) \
            and len(v) == 10 and v.isdigit():
        return ck.ukrainian_rntrc_ok(v)
    if group == "idcard" and re.fullmatch(r"[A-Z]{3}\d{6}", v):
        # (round 33) after "dowód" in any form the card's own shape (three letters, six digits) is the proof: a check
        # digit typed or remembered wrong ("nr dowodu ABR318274, ważny do 2030") is still the writer's card, as a
        # Polish passport's is (below); another language's word for an ID card keeps the check
        return kw.startswith(("dow", "dów")) or ck.polish_id_card_ok(v)
    if group in ("idcard", "passport") and ("ausweis" in kw or "reisepass" in kw or kw.startswith("perso")) and re.fullmatch(
            r"[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d", v):
        return ck.german_id_card_ok(v)
    # (a Polish passport's check digit is not a veto: passports in the other languages have none checked,
    # and a mistyped own number - "pomyliłem numer paszportu, poprawny to ..." - is still the user's)
    return True


_ENROLMENT = re.compile(
    r"\b(?:curso|m[aá]ster|grado|universidad\w*|facultad|escuela|colegio|academia|instituto|alumn[oa]s?|estudiante\w*|"
    r"becas?|asignatura\w*|carrera|semestre|cuatrimestre|secretar[ií]a|tasas?|matricular\w*|inscripci[oó]n)\b"
)
_ES_PLATE = re.compile(r"(?<![\w\-])\d{4}[ \-]?[BCDFGHJKLMNPRSTVWXYZ]{3}(?![\w\-])")
_CAR = re.compile(r"\b(?:coches?|motos?|moto\w+|veh[ií]culo\w*|carro|furgoneta|multa\w*|dgt|itv|radar|aparc\w*|parking|"
                  r"garaje|placa|conduc\w*|tr[aá]fico)\b")
# a person's document given for a paper: "Para los billetes: pasaporte de Alba ...", "for the booking: passport ..."
# (round 40) and the paper's kind in a short code after it: "do umowy B2B NIP ...", "for the NDA draft", "pour le contrat CDI"
_FOR_PAPER = re.compile(r"\b(?:for|para|pour|für|dla|do|для|на)\s+(?:(?:the|los|las|el|la|les|le|l'|die|den|das|der)\s+)?"
                        r"[^\W\d_]+(?:\s+(?:de|del|of|du|des|von|vom|der|z|з)\s+(?:(?:the|la|l'|los|las)\s*)?[^\W\d_]+)?"
                        r"(?:\s+(?=[^\W_]*[A-Z0-9])[^\W_]{2,5})?"
                        r"[\s:,\-–—]*$")
_PERSON_GROUPS = frozenset({"passport", "idcard", "licence", "social", "tax", "acronym"})
# (round 49, rids) a heading's colon right before a person's document: "Personalfragebogen vom neuen Job: Steuer-ID ...",
# "new job paperwork: SSN ..." - the heading's last word (job, order, ticket) is no lookalike label of the value
_HEADING_COLON = re.compile(r"[:—–]\s*$")


def _scan_keyword_ids(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    if "_" in low:  # a field name of a log, an export or a form: "steuer_id=...", "passport_no: ...", "tax_id"
        low = low.replace("_", " ")
    has_acronym = bool(_ID_ACRONYM_HINT.search(text))
    if not has_acronym and not _may_have_keyword(low):
        return
    keyword_hits = list(_ID_KEYWORDS.finditer(low))
    if has_acronym:
        keyword_hits += list(_ID_ACRONYMS.finditer(text))
    keyword_hits.sort(key=lambda k: k.start())
    for m in keyword_hits:
        group = m.lastgroup or "acronym"
        kw = m.group(0)
        if (lookalike_before(text, m.start()) and not (group in _PERSON_GROUPS and _FOR_PAPER.search(low, max(0, m.start() - 40), m.start()))
                and not (group in _PERSON_GROUPS and _HEADING_COLON.search(low, max(0, m.start() - 4), m.start())
                         and not example_before(text, m.start()))) \
                or low.startswith("-фактур", m.end()):
            continue  # "the sample PESEL ...", "a fake passport number ..." (not "para los billetes: pasaporte de ...")
        if kw == "identification number" and low.endswith(("employer ", "employer's ", "company ", "business "), 0, m.start()):
            continue  # (round 21) "employer identification number 84-...": a firm's EIN (the W-2's box b)
        if (kw in _COMPANY_KEYWORDS or group == "bank") and (_COMPANY.search(low[max(0, m.start() - 50):m.end() + 60])
                                                            or public_body_near(low, max(0, m.start() - 50), m.end() + 60)
                                                            or (kw in _COMPANY_KEYWORDS and institution_before(low, m.start()))
                                                            or (kw in _COMPANY_KEYWORDS and institution_after(low, m.end()))
                                                            or (kw in ("nip", "regon") and business_holder(low, m.start(), m.end()))
                                                            or (kw in ("nip", "regon") and _REGISTER_CHECK.search(low)
                                                                and not _SOLE_TRADE.search(low))) \
                and not (_OWN_BUSINESS.search(low[max(0, m.start() - 50):m.end() + 60])
                         and not _LEGAL_ENTITY.search(low, max(0, m.start() - 50), m.end() + 60)) \
                and not (kw in _COMPANY_KEYWORDS and (_person_before(text, m.start()) or sole_trader_named(text, m.start())
                                                      or invoice_from_person(text, m.start())
                                                      or holder_after(text, m.end())  # "NIP Michała Gutowskiego:" (round 40)
                                                      or kin_holder(low, m.start(), m.end())
                                                      or self_role_before(low, m.start()))) \
                and not own_id_keyword(low, m.start()):  # "mój prywatny NIP ..." beside the tax office (round 20)
            if kw in ("nip", "regon"):  # nor the learned model's to score (round 18: "REGON фірми ...: 027370894")
                for v in _COMPANY_NUMBER.finditer(text, m.end(), min(len(text), m.end() + 60)):
                    if (ck.nip_ok if kw == "nip" else ck.regon_ok)(re.sub(r"[ \-]", "", v.group())):
                        claimed.reject(*v.span())
                        break
            continue  # "NIP firmy: ...", the company's tax number or account on an invoice
        if kw in _COMPANY_KEYWORDS and (_OTHERS_INVOICE.search(low, max(0, m.start() - 40), m.start())
                                         or professional_invoice(low, m.start())) \
                and not invoice_from_person(text, m.start()):  # (round 18: "Faktura od korepetytorki Anny Wójcik")
            continue  # "(I am a sole trader, but) the invoice from Orlen has NIP ...": that firm's number
        # the value must follow within a few words, in the same sentence
        tail_start = m.end()
        while tail_start < len(text) and text[tail_start] in ".:#= \t":
            tail_start += 1  # "Steuer-IdNr. 36 574 ...": the abbreviation's dot is not the sentence's end
        tail = text[tail_start:tail_start + 56]
        stop = _VALUE_STOP.search(tail)
        if stop:
            tail = tail[:stop.start()]
        spelled = _SPELLED_DOC.match(tail) if group in ("idcard", "passport") else None
        if spelled:  # "ausweisnummer n n r t v f m 4 v 5", "dowód w c j 5 0 7 1 2 0": spelled character by character
            code = re.sub(r"[ \-]", "", spelled.group(1)).upper()
            if (len(code) == 10 and code[0] in "CFGHJKLMNPRTVWXYZ" and ck.german_id_card_ok(code)) \
                    or (len(code) == 9 and ck.polish_id_card_ok(code)):
                _add(findings, claimed, _ID_REASONS[group], tail_start + spelled.start(1), tail_start + spelled.end(1))
                continue
        if group in ("idcard", "passport") and ("ausweis" in kw or "reisepass" in kw or kw == "passnummer"
                                                or kw.startswith("perso")):
            g = _DE_DOC.search(tail)
            if g and ck.german_id_card_ok(g.group()):
                _add(findings, claimed, _ID_REASONS[group], tail_start + g.start(), tail_start + g.end())
                continue
        if group == "bank" and _public_account(text, min(len(text), m.end() + 25)):
            continue  # a charity's or public body's published account
        if group == "vehicle" and _FICTION.search(low):
            for v in _PLATE_VALUE.finditer(text, m.end(), min(len(text), m.end() + 30)):
                claimed.reject(*v.span())  # (round 23) nor the learned model's value
            continue  # a plate made up for a film, an advert or an example
        if group == "vehicle" and _PLATE_MEANING.search(low) and not _OWNER_ACCOUNT.search(low):
            for v in _PLATE_VALUE.finditer(text, m.end(), min(len(text), m.end() + 30)):
                claimed.reject(*v.span())
            continue  # (round 18) "was bedeuten die Buchstaben im Kennzeichen B-AB 123": how plates are built
        if group == "vehicle" and _PLATE_FORMAT_TALK.search(low) and not _OWNER_ACCOUNT.search(low):
            for v in _PLATE_VALUE.finditer(text, m.end(), min(len(text), m.end() + 30)):
                claimed.reject(*v.span())
            continue  # (round 21) "Regex para matrículas tipo 1234 BCD": a pattern's example, in a question about the format
        if kw.startswith("matr") and _ENROLMENT.search(low) and not _CAR.search(low) \
                and not _ES_PLATE.search(text, m.end(), m.end() + 40):
            continue  # (round 18) "la matrícula del máster": a school's enrolment (its fee), not a car's plate
        if kw == "vin" and _FORMAT_QUESTION.search(low) and ("?" in text or _SUCH_AS.search(low)) \
                and not _OWNER_ACCOUNT.search(low):
            for v in _VIN_VALUE.finditer(text, m.end(), min(len(text), m.end() + 60)):
                claimed.reject(*v.span())  # (decided: nor the learned model's to score)
            continue  # "what does the 10th character of a VIN like WVW... mean?": a question about the format
        if kw == "vin" and not vin_owned(text, low, m.start(), min(len(text), m.end() + 60)):
            for v in _VIN_VALUE.finditer(text, m.end(), min(len(text), m.end() + 60)):
                claimed.reject(*v.span())
            continue  # a car's VIN with nobody's name to it: decoding it, checking a used car (vin_owner.py)
        for v in (_PLATE_VALUE if group == "vehicle" else _ID_VALUE).finditer(tail):
            value = v.group().strip(" -")
            digits = sum(ch.isdigit() for ch in value)
            compact = re.sub(r"[ \-/.]", "", value)
            min_digits = 2 if group == "vehicle" else 4 if group == "customer" else 5
            if group in ("idcard", "passport") and _mixed_doc(compact):
                min_digits = 2  # (round 35) "CNI n° X4RTBPFW4": a card's number of letters and digits (mixed_documents)
            if digits < min_digits or not 5 <= len(compact) <= 20 or _DATE_LIKE.match(value):
                continue
            if re.fullmatch(r"(?:19|20)\d\d", compact):
                continue  # a year
            mixed = min_digits == 2 and group != "vehicle"
            if (len(set(compact)) <= 2 if mixed else len(set(ch for ch in compact if ch.isdigit())) <= 1) \
                    or _counting_digits(compact) or sequence_filler(compact, low):
                claimed.reject(tail_start + v.start(), tail_start + v.end())
                break  # "00000000T", a form's filler: the keyword's value (not the postcode after it)
            if not _checksum_consistent(group, kw, compact) \
                    and not (owned_shape(kw, compact) and own_id_keyword(low, m.start())):
                break  # (round 34: "mon numéro fiscal 3012847593618, ... il est inconnu" - the writer's, typed wrong)
            if compact.endswith("0000000000") and kw in ("ehic", "ghic", "ceam"):
                claimed.reject(tail_start + v.start(), tail_start + v.end())
                break  # a sample card's number, the issuer's digits then zeros (round 18)
            if kw == "nip" and compact[:2].upper() == "PL" and not (
                    invoice_from_person(text, m.start()) or _person_before(text, m.start()) or holder_after(text, m.end())
                    or sole_trader_named(text, m.start()) or _OWN_BUSINESS.search(low, max(0, m.start() - 50), m.end() + 60)
                    or own_data_before(low, m.start())  # (round 31) "wpisz moje dane: ..., NIP PL..." (sole_traders.py)
                    or _OWNER_ACCOUNT.search(low, max(0, m.start() - 12), m.start())):
                break  # the EU VAT form is a VAT-registered business's, unless a person is named as its holder (round 18)
            if (compact.upper() in _SPECIMEN_IDS or compact in _SAMPLE_PESELS and _sample_talk(text, m.start())) \
                    and not _OWNER_ACCOUNT.search(before(low, m.start(), 30)) \
                    or placeholder_before(text, m.start()):  # "Jan Nowak, PESEL ..." on a form's specimen
                claimed.reject(tail_start + v.start(), tail_start + v.end())
                break
            if group == "bank" and re.match(r"[A-Za-z]{2}\d{2}", compact):
                break  # IBAN-shaped: the IBAN finder has already judged it (checksum, registry example)
            vs = tail_start + v.start() + (len(v.group()) - len(v.group().lstrip(" -")))
            ve = vs + len(value)
            if len(compact) <= 8 and (text.startswith("...", ve) or text.startswith("…", ve) or "..." in value):
                claimed.reject(vs, ve)
                break  # (round 23) a short value cut off with an ellipsis: "numéro de sécu, 2 86 07..." (round 51: "4837...2")
            if group == "bank" and _SERIES_NUMBER.fullmatch(value):
                claimed.reject(vs, ve)
                break  # (round 23) a document's series and number: "рахунок номер СФ-00417", "invoice FV-2291"
            if len(compact) <= 8 and said_partial(low, m.end(), vs):
                claimed.reject(vs, ve)
                break  # (round 18) "My NIR starts with 1 85 05, the rest is at home": a fragment (abroad_values.py)
            if CURRENCY_AFTER.match(text[ve:ve + 10]) or CURRENCY_BEFORE.search(before(text, vs, 6)):
                continue
            if _REGISTER_LABEL.search(low, max(tail_start, vs - 12), vs) \
                    or (kw == "routing number" and len(compact) == 9 and _aba_ok(compact)):
                claimed.append((vs, ve))
                claimed.reject(vs, ve)
                break  # (round 18) "mutuelle ... « SIREN 517046405", a bank's routing number: labelled a firm's or bank's
            if kw == "инн" and sum(ch.isdigit() for ch in compact) == 10 and _ru_org_inn(low, m.start(), ve):
                # (round 31: the digits counted - "ИНН контрагента-ООО 8533593711" reads "ООО 8533593711" as the value)
                claimed.reject(vs, ve)
                break  # (round 17) "ООО «...», ИНН 8697148195, КПП ...": a firm's, not a person's
            if group == "customer" and (reference_before(low, m.start()) or premises_account(low, m.start(), ve)) \
                    and not own_id_keyword(low, m.start()):  # (round 25) "... Kundennummer ... für unsere Werkstatt"
                claimed.reject(vs, ve)
                break  # (round 20) "Verwendungszweck Kundennummer 4471023": the bill's reference for its payee
            if group == "customer" and provider_reference(low, m.start(), ve):
                claimed.append((vs, ve))  # (nor a phone's: "customer number with Octopus is 4417720931")
                claimed.reject(vs, ve)
                break  # (round 35) "Numer klienta w PGE to 1200453789", "особовий рахунок за воду ...": a provider's reference
            if example_between(low, m.end(), vs) and not own_id_keyword(low, m.start()):
                claimed.reject(vs, ve)
                break  # (round 20) "le format du NIR avec un exemple fictif, du genre 2 69 05 ..."
            if paper_number(group, low, m.start(), vs, ve):
                claimed.reject(vs, ve)
                break  # an invoice's number and date, a court file's number (org_context.py)
            _add(findings, claimed, _ID_REASONS[group], vs, ve)
            break
        else:
            if any(c in kw for c in _CHECKED_KEYWORDS):
                _far_checked_value(text, group, kw, tail_start + len(tail), findings, claimed)
            # (round 28) "... pide el número de pasaporte. Lo pongo aquí: PAH482913." (later_values.py)
            find_later_keyword_value(text, m.end(), group, _later_check(group, kw),
                                     partial(_add, findings, claimed, _ID_REASONS[group]))


def _later_check(group: str, kw: str) -> Callable[[str], bool] | None:
    """The check a key word's value given in a later sentence must pass (None: the key word has no check digits)."""
    if kw in ("nip", "regon", "utr"):
        return partial(_checksum_consistent, group, kw)
    if any(c in kw for c in _CHECKED_KEYWORDS):
        return lambda v: _checksum_consistent(group, kw, v) and _strict_checksum(kw, v)
    return None


# Keywords whose numbers carry check digits: the number may come later in the same sentence ("meine
# Steuer-ID für die Lohnabrechnung, ich hab sie im Elster-Konto gefunden: 91049583968"), it must pass them.
_CHECKED_KEYWORDS = ("pesel", "steuer-id", "steuerid", "steuer id", "idnr", "identifikationsnummer", "nhs", "рнокпп",
                     "іпн", "ипн", "інн", "инн", "ipn", "rnokpp", "ssn", "social security", "sécu", "secu", "nir")
_FAR_NUMBER = re.compile(r"(?<![\w./,\-])\d(?:[ \-]?\d){7,14}(?![\w]|[.,]\d)")


def _far_checked_value(text: str, group: str, kw: str, start: int, findings: list[Finding], claimed: Claims) -> None:
    end = min(len(text), start + 120)
    stop = _VALUE_STOP.search(text, start, end)
    if stop:
        end = stop.start()
    for v in _FAR_NUMBER.finditer(text, start, end):
        compact = re.sub(r"[ \-]", "", v.group())
        if len(compact) in (9, 10, 11, 15) and len(set(compact)) > 2 and _checksum_consistent(group, kw, compact) \
                and _strict_checksum(kw, compact):
            _add(findings, claimed, _ID_REASONS[group], *v.span())
            return


def _strict_checksum(kw: str, v: str) -> bool:
    """Only the numbers a check digit vouches for (_checksum_consistent lets unknown shapes through)."""
    if "pesel" in kw:
        return len(v) == 11 and ck.pesel_ok(v)
    if "steuer" in kw or "idnr" in kw or "identifikation" in kw:
        return len(v) == 11 and ck.german_tax_id_ok(v)
    if "nhs" in kw:
        return len(v) == 10 and ck.nhs_number_ok(v)
    if "ssn" in kw or "social security" in kw:
        return len(v) == 9 and ck.ssn_ok(v[:3], v[3:5], v[5:])
    if "sécu" in kw or "secu" in kw or "nir" in kw:
        return len(v) == 15 and ck.french_nir_ok(v)
    return len(v) == 10 and ck.ukrainian_rntrc_ok(v)


# A keyword glued to its number, as notes apps and copy-paste leave it ("steuerid65418379669",
# "midni25395217c", "мійіпн7513605720", "mypesel 44051401359"): the word ends with the keyword
# (a possessive may be glued in front) and the number has to pass that document's check digits.
_GLUED_NUMBER = re.compile(r"(?<!\d)(\d{8,11})([A-Za-z])?(?![\w])")
_GLUED_KEYWORD = re.compile(
    r"(?i)(?:steuer-?id(?:nr)?|steuer-?identifikationsnummer|idnr|tin|dni|nif|pesel|ssn|рнокпп|іпн|ипн|інн|инн)[ :#\-]?$"
)


def _scan_glued_ids(text: str, findings: list[Finding], claimed: Claims) -> None:
    for m in _GLUED_NUMBER.finditer(text):
        kw = _GLUED_KEYWORD.search(text, max(0, m.start() - 24), m.start())
        if not kw:
            continue
        word = kw.group().lower().rstrip(" :#-")
        digits, letter = m.group(1), (m.group(2) or "").upper()
        if digits + letter in _SPECIMEN_IDS or placeholder_before(text, kw.start()):
            continue  # a specimen card's number (the keyword path decides whether it is somebody's), a form's sample
        if digits in _SAMPLE_PESELS and not text[kw.start() - 1:kw.start()].isalpha() and _sample_talk(text, kw.start()):
            continue  # the documented sample PESEL said to be one, unless "mypesel ..." / "mój PESEL ..."
        if word in ("dni", "nif"):
            ok, reason = len(digits) == 8 and bool(letter) and ck.spanish_dni_ok(digits + letter), "national ID number"
        elif letter:
            continue
        elif word == "pesel":
            ok, reason = len(digits) == 11 and ck.pesel_ok(digits), "PESEL number"
        elif word == "ssn":  # "ssn345952286", "myssn: 345952286"
            ok, reason = len(digits) == 9 and ck.ssn_ok(digits[:3], digits[3:5], digits[5:]), "US social security number"
        elif word in ("рнокпп", "іпн", "ипн", "інн", "инн"):
            ok, reason = len(digits) == 10 and ck.ukrainian_rntrc_ok(digits), "tax identification number"
            if ok and word == "инн" and _ru_org_inn(text.lower(), kw.start(), m.end()):
                continue  # (round 17) an organisation's ИНН
        else:
            ok, reason = len(digits) == 11 and ck.german_tax_id_ok(digits), "tax identification number"
        if ok and len(set(digits)) > 1 and not lookalike_before(text, kw.start()):
            _add(findings, claimed, reason, m.start(), m.end())


_DIGITS = re.compile(r"\d+")
# the words _GLUED_KEYWORD ends with, lower-cased: without one of them there is no glued keyword
# (or a letter that matches i or s only under IGNORECASE: the dotless ı, İ, the long ſ)
_ODD_CASE = re.compile("[\u0131\u0130\u017f]")
_GLUED_HINTS = ("steuer", "idnr", "tin", "dni", "nif", "pesel", "ssn", "рнокпп", "іпн", "ипн", "інн", "инн")


# A tax ID with no keyword, in a message about payroll or a tax return: the German Steuer-ID ("Frau Brandt,
# 22604173892 - damit die Lohnabrechnung ... Steuerklasse III") and the Ukrainian RNOKPP ("декларація ... Я ввела
# 3273770303"); the number has to pass that ID's own check (on lower-cased text).
_DE_TAX_TALK = re.compile(
    r"lohnabrechnung\w*|gehaltsabrechnung\w*|steuerklasse\w*|lohnsteuer\w*|finanzamt\w*|elster\w*|steuererklärung\w*|"
    r"einkommensteuer\w*|kirchensteuer\w*|kindergeld\w*|familienkasse\w*|steuer-?id\w*|identifikationsnummer\w*|"
    r"\w*veranlagung\w*|steuerbescheid\w*"  # (round 28) a joint assessment: "gemeinsame Veranlagung", "Zusammenveranlagung"
)
_UA_TAX_TALK = re.compile(
    r"податков\w*|декларац\w*|рнокпп|\bіпн\b|\bипн\b|ідентифікаційн\w*|идентификационн\w*|налогов\w*|"
    r"електронн\w* кабінет\w*|фоп\b|єдин\w* податок|зарплат\w*"
)
_BARE_TAX_ID = re.compile(r"(?<![\w./,+\-])[1-9]\d{9,10}(?![\w]|[.,]\d)")


def _scan_tax_talk(text: str, low: str, findings: list[Finding], claimed: Claims) -> None:
    de = _DE_TAX_TALK.search(low) is not None
    ua = not de and _UA_TAX_TALK.search(low) is not None
    if not (de or ua):
        return
    for m in _BARE_TAX_ID.finditer(text):
        v = m.group()
        ok = ck.german_tax_id_ok(v) if de and len(v) == 11 else ua and len(v) == 10 and ck.ukrainian_rntrc_ok(v)
        if ok and not claimed.overlaps(*m.span()) and not is_lookalike_context(text, *m.span()):
            _add(findings, claimed, "tax identification number", *m.span())


def digit_stats(text: str) -> tuple[int, int]:
    """(all digits, longest run of digits) in `text`: one pass that tells each finder below whether
    it can find anything at all (most messages have a few digits or none)."""
    runs = _DIGITS.findall(text)
    if not runs:
        return 0, 0
    return sum(map(len, runs)), max(map(len, runs))


def find_numbers(text: str, findings: list[Finding], claimed: Claims, stats: tuple[int, int] | None = None) -> None:
    """Cards, IBANs, account numbers and national IDs in `text` (which has digits). `stats` is
    `digit_stats(text)` when the caller has it already."""
    total, longest = stats if stats is not None else digit_stats(text)
    low = lower_keep_length(text)
    if longest >= 2:
        _scan_iban(text, findings, claimed)
    if total >= 9:  # a strong number has 9 digits at least (run groups joined)
        _scan_digit_runs(text, findings, claimed)
    if total >= 6:
        _scan_shaped_ids(text, low, findings, claimed)
    find_documents(text, low, findings, claimed, total, longest, _public_account)
    if longest >= 8 and ("blz" in low or "bankleitzahl" in low):
        for b in _BANK_CODE.finditer(low):  # (round 32) "Ist die BLZ 50010517 die von der ING?": a bank's code
            claimed.append(b.span(1))
            claimed.reject(*b.span(1))
    _scan_keyword_ids(text, low, findings, claimed)
    if total >= 9:  # (round 32) "mi num de la seg social 28 4619073 52", "rentenvers nummer 65 170839 W 512"
        find_insurance_numbers(text, low, findings, claimed)
    if longest >= 10:
        _scan_tax_talk(text, low, findings, claimed)
    if total >= 10 and longest >= 2:  # (round 36) "пенсійний фонд, перерахунок, 9744914721" (office_numbers.py)
        find_office_numbers(text, low, lambda reason, s, e: _add(findings, claimed, reason, s, e))
    if longest >= 8 and (any(h in low for h in _GLUED_HINTS) or not text.isascii() and _ODD_CASE.search(text)):
        _scan_glued_ids(text, findings, claimed)


# (_ID_WORD_START stays as written: most letters start one of its branches, and skipping ahead measured slower)
speed_up(globals(), keep=("_ID_WORD_START",))  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)


public_account = _public_account  # for identifiers.py: an organisation's account the learned model need not score
