"""Phone numbers, with libphonenumber (the `phonenumbers` package) in every region.

International numbers ("+48 ...", "0048 ...") are checked against their own country's plan. A
national-format number is read in the user's region first (a Polish 9-digit mobile written
without +48 is a phone for a Polish user), then in the regions of the six languages the detector
is built for, each only when the number has that country's national shape (the trunk 0 where the
country dials one) or a phone word introduces it. The user's region comes from the system locale
unless the app sets it (`set_default_region`) or the caller passes `region=`.
"""
from __future__ import annotations

# Size: over 600 lines because every phone rule reads one candidate loop (its context words, hotlines, fiction and
# textbook ranges); split, each part would need the loop's state.
import functools
import locale
import os
import re

from app.core.memory.privacy.detector.abroad_values import year_slash_number
from app.core.memory.privacy.detector.business_lines import business_line
from app.core.memory.privacy.detector.changed_numbers import changed_number_earlier
from app.core.memory.privacy.detector.checksums import nip_ok
from app.core.memory.privacy.detector.context import (
    CURRENCY_AFTER,
    Claims,
    before,
    is_lookalike_context,
    lookalike_before,
)
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.given_numbers import person_gave_number
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.org_context import mockup_filler, org_phone_before
from app.core.memory.privacy.detector.own_contacts import own_contact_before
from app.core.memory.privacy.detector.own_lines import order_value_spent, own_line_before
from app.core.memory.privacy.detector.own_number_said import own_number_earlier
from app.core.memory.privacy.detector.own_values import callback_before
from app.core.memory.privacy.detector.owner_ties import owner_tied
from app.core.memory.privacy.detector.phone_blocks import contact_block, contact_me_before, masked_number
from app.core.memory.privacy.detector.sentence_scope import own_window
from app.core.memory.privacy.detector.signature_mobiles import labelled_apart
from app.core.memory.privacy.detector.spaced_digits import digit_by_digit, spaced_mobile
from app.core.memory.privacy.detector.texted_numbers import texted_to_person
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

# A phone word glued to its number, as notes and contact exports leave it ("tel01777861318",
# "mob.07700900123", "kom513132397", "тел0671234567"): the word starts a word and ends at the digit.
# (round 47, rids) also a messenger's or a text's word glued to it - "txt(754) 723-4969", "пишіть у вайбер050 147 8362",
# "whatsapp+48512384920" - and the area code's bracket right after the word
_GLUED_WORDS = ("tel", "tel.", "tél", "tél.", "tlf", "mob", "mob.", "kom", "kom.", "handy", "phone",
                "telefon", "tfno", "тел", "тел.", "моб", "моб.", "txt", "viber", "вайбер", "вайбері", "вайбер:",
                "whatsapp", "watsap", "ватсап", "вацап", "вотсап")
_GLUED_PHONE = re.compile(  # on lower-cased text
    "(?<![^\\W\\d_])(?:" + "|".join(re.escape(w) for w in sorted(_GLUED_WORDS, key=len, reverse=True))
    + r")(?=\+?\d|\(\d)"
)
_PHONE_CAND = re.compile(
    r"(?<![\w+\-./\\#$€£@=])(?<!\d,)(?<!\d:)"
    r"(?:\(\+\d{1,3}\)[ \u00a0]?|\+[ \u00a0]?|\b00)?"
    r"(?:\(\d{1,5}\)[ \u00a0]?|\d)"
    r"(?:\d|[ \u00a0.\-]{1,2}(?=[\d(])|/ ?(?=\d)|\(\d{1,5}\)[ \u00a0]?){5,26}"
    r"(?<=[\d)])(?![\w]|[.,]\d|[/:]\d)"
)
_PHONE_KEYWORDS = re.compile(  # on lower-cased text
    r"(?:phone|\btel\b|\btel\.|\bkom\b|\bmob\b|\bmobil\w*|\bcel\b|\bgsm\b|\btlf\b|(?<![\w])[tm]\.?\s?:|telephone|mobile|\bcell\b|\bcall\b|\bcalls\b|text me|whats\s?app|\bsms\b|"
    r"\bsignal\b|telefon\w*|komórk\w*|komórę|komork\w*|dzwo\w*|zadzwo\w*|\bhandy\w*|anruf\w*|\bruf\b|"
    r"festnetz\w*|rufnummer|erreichbar|kontakt|contact|reach me|\bfax\b|viber|telegram|\bdial\b|\bring\b|"
    r"\btext\b|\bnumber is\b|\bnumer to\b|\bnummer ist\b|msisdn|\b(?:mon|ton|son|le|nouveau|ancien) 0[67]\b|"
    r"t[ée]l[ée]phone|\bt[ée]l\b|\bportable\b|\bjoindre\b|appelle[sz]?[- ]moi|appeler|\bnum[ée]ro\b|"
    r"(?<!['’])\br?appel(?:le[sz]?|ez|ons)\b|\bll[aá]m(?:a|e|ad)\s+a\b|\bll[aá]mal[aeo]s?\b|"  # "Appelle ma tante au ...", "llama a mi tía al"
    r"tel[ée]fono|\bm[oó]vil\b|\bcelular\b|ll[aá]ma(?:me|r)|\bn[uú]mero\b|"
    # (round 38) the call asked of several people or politely: "llamadme al612...", "llámenme al ...", "llámeme"
    # (not German "ruft mich": "Wer ruft mich ständig von 0159... an?" asks about a stranger's number)
    r"\bllamad(?:me|nos|le|la|lo|les)\b|\bll[aá]men?(?:me|nos)\b|"
    r"телефон\w*|\bтел\b|\bмоб\w*|дзвон\w*|подзвон\w*|звон\w*|позвон\w*|\bномер\w*|вайбер|"
    r"\bpisz\b|napisz|esemes\w*|schreib\w*|meld\w* dich|escr[ií]be\w*|wasap|guasap|[ée]cri[st]-moi|texto|"
    r"пиши|напиши|телеграм|whatsapp\w*|"
    # money sent to a phone number: "hazme un Bizum al 6...", "Lydia au 06...", "Wero", "Zelle", "TWINT"
    r"\bbizum\w*|\blydia\b|\bpaylib\b|\bwero\b|\bzelle\b|\btwint\b|"
    r"(?:number|numer|nummer|n[uú]mero|num[ée]ro|номер|num|nro|n°|nº)\w*\.?\s*(?:is|to|ist|es|est|це|это|:|-)?\s*$|"
    # "number" alone is everywhere; it counts when it is somebody's
    r"\b(?:my|mój|moj|mein|meine|his|her|jego|jej|sein|seine|ihr|ihre|mi|su|mon|son)\s+(?:\w+\s+)?"
    r"(?:number|numer|nummer|nr|n[uú]mero|num[ée]ro)\b)"
)
_HOTLINE = re.compile(  # on lower-cased text
    r"(?:infolini\w*|hotline|helpline|customer service|support line|obsługa klienta|"
    r"obsługi klienta|biur\w* obsługi|kundenservice|service-?nummer|servicenummer|call cent\w*|emergency(?![ \-]contact)|"
    r"(?<=[^\W\d_])-service\b|"  # a company's service line: "Lufthansa-Service 069 ...", "Bahn-Service" (round 17)
    r"alarmowy|notruf|toll[- ]free|bezpłatn\w*|kostenlos\w*|atenci[oó]n al cliente|servicio al cliente|"
    r"tel[ée]fono de atenci[oó]n|l[ií]nea de atenci[oó]n|atenci[oó]n telef[oó]nica|service line|service desk|"
    r"service client|num[ée]ro vert|гаряч\w* лін\w*|горяч\w* лини\w*|служб\w* підтримки|служб\w* поддержки|"
    r"колл-центр|кол-центр|urgences|emergencias|numer alarmowy|standard|switchboard|reception|centrala|"
    r"sekretariat|recepcj\w*|zentrale|empfang|centralita|recepci[oó]n|accueil|mairie|rathaus|ayuntamiento|"
    r"urz[aą]d\w*|рецепці\w*|приймальн\w*|ресепшн|ресепшен|"
    # (round 21) a utility's breakdown line: "su teléfono de averías", "Störungsdienst", "pogotowie gazowe"
    r"aver[ií]as|st[öo]rungs(?:dienst|stelle|nummer|hotline|meldung)\w*|pogotowi\w* (?:gazow|energetyczn|wodoci|ciepłown)\w*|"
    r"numer\w* awaryjn\w*|d[ée]pannage|service des pannes|аварійн\w* служб\w*|аварийн\w* служб\w*|power cut|"
    # public helplines, listed on posters and leaflets
    r"helplines?|samaritans|childline|crisis line|lifeline|sos[ -]amiti\w*|sos[ -]m[ée]decins|\bsamu\b|pompiers|"
    r"police[ -]secours|violences femmes|\bfil sant[ée]\b|telefon zaufania|linia wsparcia|telefonseelsorge|"
    r"hilfetelefon|nummer gegen kummer|tel[ée]fono de la esperanza|tel[ée]fono contra|l[ií]nea de ayuda|"
    r"телефон\w* довіри|телефон\w* доверия|лінія довіри|линия доверия|гаряча лінія|горячая линия)"
)
# A line an organisation publishes, named before the number: "Krajowa Informacja Skarbowa ma numer ...",
# "the Tax Agency's information line", "numer do zastrzegania kart", "numéro d'opposition", "Octopus Energy's
# number is ... on their website": public bodies, tax offices, utilities, card blocking.
_PUBLIC_LINE = re.compile(  # on lower-cased text, in the words before the number
    r"(?:agenc\w*|agentur\w*|агентств\w*|skarbow\w*|tributari\w*|finanzamt\w*|imp[oô]ts|податков\w*|налогов\w*|"
    r"zastrzeg\w*|opposition|sperr-?(?:notruf|nummer|hotline)|kartensperr\w*|bloqueo de (?:la )?tarjeta|"
    r"block(?:ing)? (?:a |your )?cards?|blokowa\w* kart\w*|blokad\w* kart\w*|блокуван\w* карт\w*|\benerg\w*|\bministr\w*|administration fiscale|minist[eè]r\w*|ministerio|"
    r"міністерств\w*|ambasad\w*|embassy|botschaft|embajada|ambassade|посольств\w*|consulat\w*|konsulat\w*|"
    r"\bzus\b|\bnfz\b|\bkrus\b|jobcenter|arbeitsagentur|seguridad social|\bcaf\b|\bcpam\b|ameli|pôle emploi|"
    r"france travail|\bsepe\b|informaci[oó]n al|tel[ée]fono de informaci[oó]n|information line|auskunft\w*|"
    # a tourist information office: "tourist info +48 22 194 31", "Touristeninformation", "office de tourisme"
    r"tourist info\w*|touristeninfo\w*|tourist-info\w*|visitor (?:info\w*|cent(?:re|er))|informacj\w* turystyczn\w*|"
    r"oficina de turismo|informaci[oó]n tur[ií]stica|office (?:de|du) tourisme|туристичн\w* (?:інформ|центр)\w*|"
    # a town's or city's offices: "urząd miasta", "Rathaus", "Bürgeramt", "town hall", "mairie", "міська рада"
    r"urz[ąa]d\w* (?:miasta|miejski\w*|gminy|dzielnicy)|rathaus(?:es)?\b|stadtverwaltung\w*|b[üu]rgeramt\w*|b[üu]rgerb[üu]ro\w*|"
    r"gemeindeverwaltung\w*|town hall|city hall|(?:city|town|borough|county) council|ayuntamiento\w*|mairie\w*|"
    r"h[ôo]tel de ville|міськ\w* рад\w*|сільськ\w* рад\w*|мері[яїюі]\b|виконком\w*|городск\w* (?:совет|администрац)\w*|"
    # (round 20) a public library or post office: "Stadtbibliothek Telefon 030 ...", "biblioteka miejska tel. ..."
    # (not the reader's card: "Bibliotheksausweis 00417729", "library card", "karta biblioteczna", "carnet de biblioteca")
    r"(?<!kart[ay] )(?<!carnet de )(?<!carte de )(?<!carte )(?<!карта )(?<!картка )(?<!квиток )(?<!билет )"
    r"(?:\w*biblioth[eè][kq]|\w*b[üu]cherei|librar(?:y|ies)|bibliotek|bibliotec|бібліотек|библиотек)"
    r"(?!\w*ausweis|\w*[ \-](?:card|karta|ausweis|kart|carnet|carte|квит|билет|абонемент))\w*|"
    r"post office|postamt|postfiliale|urz[ąa]d\w* pocztow\w*|oficina de correos|bureau de poste|відділенн\w* пошти|"
    # (round 21) the bank's line printed on the back of a card: "the number on the back of my debit card, 0345 ..."
    r"(?:on|at) the back of (?:the|my|your|a) (?:\w+ )?card|r[üu]ckseite (?:der|meiner|ihrer|deiner) (?:\w+)?karte|"
    r"(?:na odwrocie|z tyłu|na rewersie) karty|au dos de (?:la|ma|votre|ta) carte|(?:reverso|dorso) de (?:la|mi|su|tu) tarjeta|"
    r"на звороті (?:моєї |вашої )?картки|на обороте (?:моей |вашей )?карты|"
    # (round 48, rfr) the public advice lines written on a babysitter's list or asked about: a poison centre ("Centre
    # antipoison de Paris", "Información Toxicológica", "Giftnotruf", "poison control", "Ośrodek Toksykologii",
    # "токсикологічний центр"), a consumer line ("BaFin-Verbrauchertelefon", "Verbraucherzentrale", "consumer helpline",
    # "Citizens Advice", "rzecznik konsumentów", "oficina del consumidor"), a legal advice line ("Civil Legal Advice",
    # "Rechtsberatung", "pomoc prawna", "asesoría jurídica", "aide juridique", "правова допомога")
    r"antipoison|anti-poison|poisons? (?:control|cent(?:re|er)|information|unit|help\w*)|\w*toxicol\w*|\w*toksykolog\w*|"
    r"giftnotruf\w*|giftinformation\w*|giftzentral\w*|токсиколог\w*|"
    r"verbraucher(?:telefon|zentrale|schutz|beratung|service)\w*|consumer (?:helpline|advice|line|rights|service)\w*|"
    r"citizens advice|rzecznik\w* (?:praw )?konsument\w*|infolini\w* konsumenck\w*|oficina (?:municipal )?(?:de|del) consum\w*|"
    r"(?:service|ligne|association) (?:des |de )?consommat\w*|захист\w* прав споживач\w*|защит\w* прав потребител\w*|"
    r"legal advice|rechtsberatung\w*|pomoc\w* prawn\w*|asesor(?:í|i)a jur(?:í|i)dica|asistencia jur(?:í|i)dica|"
    r"aide juridique|acc(?:è|e)s au droit|правов\w* допомог\w*|юридическ\w* помощ\w*)"
    r"(?:[^.!?\n]|(?<=tel)\.|(?<=тел)\.){0,60}$"  # (the dot of "Tel." ends no sentence)
)
_PUBLISHED_AFTER = re.compile(  # "... on their website", "... na ich stronie", "... sur leur site"
    r"[^.!?\n]{0,20}\b(?:on (?:their|the|its) (?:web)?site|na (?:ich |jej |jego )?stronie|auf (?:ihrer|der) (?:web)?seite|"
    # (round 18) "... selon leur site", "according to their website", "laut ihrer Webseite", "según su web"
    r"(?:selon|d'apr[eè]s) (?:leur|son|le) site|according to (?:their|the|its) (?:web)?site|"
    r"laut (?:ihrer|der|seiner) (?:web)?seite|seg[uú]n (?:su|la) (?:web|p[aá]gina)|"
    r"sur (?:leur|son|le) site|en (?:su|la) (?:web|p[aá]gina)|на (?:їхньому |їх )?сайті|на (?:их )?сайте|"
    # a notice's contact block, the number and the body's website: "Call 0113 ... or visit leeds.gov.uk"
    r"(?:or|lub|albo|oder|o|ou|або|или)\s(?:visit|see|go to|odwiedź|wejdź na|besuchen sie|unter|visita|entra en|"
    r"visitez|consultez|rendez-vous sur|sur|відвідайте|зайдіть на|посетите|зайдите на)\s(?:www\.)?[a-z0-9\-]+\.[a-z])"
)
# (round 17) the number read on a website, said before it: "En la web ponen que se puede llamar al ...", "on their
# website it says to call ...", "auf der Webseite steht ...", "na stronie piszą, że ...", "sur le site, ils indiquent ..."
_PUBLISHED_BEFORE = re.compile(
    r"\b(?:(?:en|seg[uú]n) (?:la|su) (?:web|p[aá]gina(?: web)?)|on (?:their|the|its) (?:web)?site|(?:their|the) website|"
    r"(?:auf|laut) (?:ihrer|der|seiner) (?:web)?seite|na (?:ich |jej |jego )?stronie(?: internetowej)?|"
    r"(?:sur|d'apr[eè]s) (?:leur|son|le) site|на (?:їхньому |їх |офіційному )?сайті|на (?:их |официальном )?сайте|"
    # (round 21) a vendor's page for the service: "the AWS billing page says to call", "die Supportseite von Hetzner"
    r"(?:billing|support|help|contact|faq|status|pricing|docs?|documentation) (?:page|site|center|centre|portal)|"
    r"(?:support|hilfe|kontakt|service)-?seite|stron\w* (?:pomocy|wsparcia|kontakt\w*|rozlicze\w*|płatno\w*)|"
    r"p[aá]gina de (?:ayuda|soporte|contacto|facturaci[oó]n)|page (?:d'aide|de support|de contact|de facturation)|"
    r"сторін\w* (?:підтримки|допомоги|контакт\w*|оплати)|страниц\w* (?:поддержки|помощи|контакт\w*|оплаты))"
    r"[^.!?\n]{0,60}$"
)
_PRIVATE_LINE = re.compile(r"prywatn\w*|privat\w*|private|personal\w*|particular|perso\b|приватн\w*|особист\w*|личн\w*|"
                           r"not a company|nie firm\w*|keine firma|no es empresa|pas une entreprise")
# Whose number, said after the number word: "numer cioci Basi", "el número de mi tía", "le numéro de tonton",
# "номер кума", "the new number": a relative's or a new number, not a firm's.
_KIN = (
    r"cioc\w*|ciotk\w*|wujk\w*|wuj\w*|babci\w*|dziadk\w*|mamy|taty|brat\w*|siostr\w*|szwagr\w*|szwagierk\w*|"
    r"kuzyn\w*|teści\w*|tesci\w*|bratow\w*|sąsiad\w*|sasiad\w*|tante|onkel|oma|opa|mama|papa|bruder|schwester|cousin\w*|"
    r"nachbar\w*|t[ií]a|t[ií]o|abuel[oa]|herman[oa]|prim[oa]|vecin[oa]|cuñad[oa]|suegr[oa]|oncle|tonton|tata|mamie|papi|"
    r"papy|grand-m[èe]re|grand-p[èe]re|fr[èe]re|s(?:œ|oe)ur|voisin\w*|beau-fr[èe]re|belle-s(?:œ|oe)ur|"
    r"тітк\w*|дядьк\w*|бабус\w*|діда|дідуся|сестр\w*|брата|кума|куми|сусід\w*|тещ\w*|свекр\w*|"
    r"tiotk\w*|diadk\w*|dyadk\w*|babus\w*|aunt\w*|uncle|grandma|grandpa|granny|nan|nana|cousin|neighbou?r|"
    # the nominative, as in a contact list ("babcia 604 ...", "mon frère 07...", "Tante Inge +49 ...")
    r"babcia|dziadek|ciocia|wujek|mama|tata|siostra|brat|mum|mom|dad|sister|brother|wife|husband|daughter|"
    r"mutter|vater|sohn|tochter|madre|padre|hijo|hija|mère|père|fils|fille|мама|тато|батько|бабуся|дідусь|брат|сестра|"
    r"мать|отец|бабушка|дедушка|"
    # (round 22) the accusative, after "wpisałam", "podałem", "вписала": "wpisałam mamę, 602 934 336"
    r"mamę|mame|tatę|tate|babcię|babcie|ciocię|ciocie|siostrę|siostre|żonę|zone|męża|meza|córkę|corke|teściową|"
    r"маму|тата|бабусю|сестру|дочку|доньку|дружину|чоловіка|папу|бабушку|жену|мужа"
)
# A relative (perhaps with a name) right before the number, as in a contact list: "babcia 604 218 935",
# "mon frère 07.81.23.45.67", "ciocia Basia: ..."; or a call word right after it ("604 218 935 dzwoń wieczorem")
_KIN_BEFORE = re.compile(r"(?:^|(?<=[\s,;:(]))(?:" + _KIN + r")(?:\s+[^\W\d_]+)?\s*[:,\-–]?\s*$")
_CALL_AFTER = re.compile(
    r"[\s,;:\-–]{0,3}(?:[^\W\d_]+\s+){0,2}?(?:dzwoń|dzwonić|zadzwoń|zadzwonić|(?:call|ring|text) (?:him|her|me|them|after|"
    r"before|tonight|tomorrow|anytime|any time)|ll[aá]mal[ao]|ll[aá]mame|llamar|appelle[sz]?-(?:la|le|moi)|"
    r"ruf (?:sie|ihn|mich) an|anrufen|дзвони|подзвони|дзвоніть|звони|позвони)\b"
)
_NUMBER_OF_KIN = re.compile(  # on lower-cased text, the words right before the number
    r"(?:\b(?:numer\w*|nummer|n[uú]mero|num[ée]ro|number|номер\w*|nomer)\s+(?:(?:do|von|vom|de|du|of|від|od)\s+)?"
    r"(?:(?:my|mi|mon|ma|mein\w*|moj\w*|mojej|mojego|la|el|le|der|des|мого|моєї|моей|моего)\s+)?"
    r"(?:" + _KIN + r")\b|"
    r"\b(?:new|nowy|nowego|neue|neuen|nuevo|nouveau|новий|новый)\s+(?:\w+\s+)?"
    r"(?:number|numer|nummer|n[uú]mero|num[ée]ro|номер)\b)[^\d.!?\n]{0,50}$"
)
# A person named with a title beside the number: "Herr Bauer von gegenüber, +49 ...", "..., пані Зоя",
# "Mrs Patel: 07...", "M. Lebrun", "señora Gil": somebody's own line, even in talk of a service or a parcel.
_TITLE = (r"(?:[Hh]err|[Ff]rau|Mr|Mrs|Ms|Miss|[Ss]eñora?|Sra?\.?|Dña?\.?|[Mm]onsieur|[Mm]adame|Mme|M\.|[Pp]ani|[Pp]an|"
          r"[Pp]anią|[Pp]anu|[Пп]ані|[Пп]ан|[Пп]ан[ау]|[Гг]оспо[дж]\w*)")
_NAME_WORD = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+"
_TITLED_BEFORE = re.compile(r"(?<![\w.])" + _TITLE + r"\s+" + _NAME_WORD + r"\b[^\d.!?\n]{0,40}$")
_TITLED_AFTER = re.compile(r"^[\s,;:()\-–—]{0,4}(?:\w+\s+)?" + _TITLE + r"\s+" + _NAME_WORD)
# "prywatnie 661 ...", "privat: 0176 ...", "her private mobile": a private line, whoever it belongs to
_PRIVATE_BEFORE = re.compile(r"(?i:prywatn\w*|privat\w*|private|personal|particular|приватн\w*|особист\w*|личн\w*)"
                             r"[^\d.!?\n]{0,20}$")
# A person's name right before a national number in a list or a form: "1. Oskar Nowicki, 516 631 895"; also in
# brackets, as a notification or a contact export writes it: "Wiktoria Sowa (619 041 857) sent you ..."
# (round 45, rphones: the separator may be a space, as a contact is dictated to be saved - "zapisz sobie: Karolina
# Mazur 506788716 - ta od tortu")
_NAMED_BEFORE = re.compile(r"(?P<first>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+)\s+"
                           r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+\s*[,:;–\-(]?\s*$")
# Round 45 (rphones): the owner's name given right after the number - "Пише з 0952001593, звати Дмитро Ткаченко", "he
# texts from 07..., his name is Tom", "escribe desde el 6..., se llama Iker", "ruft von 0176 ... an, heißt Jonas"
_NAME_GIVEN_AFTER = LazyPattern(
    r"[^\n.!?]{0,24}?(?<!\w)(?i:his name is|her name is|(?:he|she)['’]?s called|(?:he|she) is called|звати|зовут|"
    r"se llama|hei(?:ß|ss)t|nazywa si(?:ę|e)|ma na imi(?:ę|e)|s['’]appelle)\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+")
# The recipient of a text message in a send log ("invalid recipient \"507481268\""): a phone when
# the message talks about texts.
_RECIPIENT = re.compile(
    r"(?:recipient|receiver|odbiorc\w*|adresat\w*|empf[äa]nger\w*|destinatari\w*|destinataire\w*|"
    r"одержувач\w*|отримувач\w*|получател\w*|адресат\w*)\b[^\n\d]{0,12}$"
)
_TEXTING = re.compile(r"\bsms|смс|\btext|whats\s?app|viber|signal|telegram|esemes|mensaje|texto|nachricht|wiadomo")
# Whose number: a national-format number grouped only with spaces is also how thousands are
# written ("123 456 789 units"), so it needs a phone word or a first-person word nearby.
# Whose number it is, said before it: "numer do babci", "Numer do pani Haliny, która ...:",
# "die Nummer von Oma", "grandma's number": the number follows in the same sentence, no digits between.
_NOT_A_PERSON = (r"spraw|faktur|przelew|zam[oó]wie|paczk|przesy|kont|rachun|rejestr|wniosk|umow|referenc|"
                 r"pokoj|sal|lokal|mieszka|blok|drzwi|szafk|weryfik|autoryz|logowa|identyfik|kolejk")
_NUMBER_OF_PERSON = re.compile(  # on lower-cased text
    r"(?:\b(?:numer\w*|nr\.?) do (?!" + _NOT_A_PERSON + r")|"
    r"\bnummer von (?:oma|opa|mama|mutti|papa|vati|frau|herrn?|tante|onkel|meine[rm]?|unsere[rm]?)\b|"
    r"\b(?!(?:it|that|what|here|there|let|he|she|who)['’]s)\w+['’]s (?:phone |mobile |cell )?number\b)"
    r"[^\d.!?\n]{0,50}$"
)

# "numer do sprawy/przelewu/faktury ...": said to be a case, transfer or invoice number
_NUMBER_OF_THING = re.compile(r"\b(?:numer\w*|nr\.?) do (?:" + _NOT_A_PERSON + r")[^\d.!?\n]{0,50}$")


def _number_of_person(low: str, start: int) -> bool:
    window = low[max(0, start - 80):start]
    return ("numer" in window or "nr" in window or "nummer von" in window or "number" in window) and bool(
        _NUMBER_OF_PERSON.search(window))


# A French number written with dots, "06.12.34.56.78": the country's own way to write a phone.
# (round 21) and any number written in dotted groups of two to four digits after a phone word: "llámame al 91.234.56.78",
# "dzwońcie 68.069.54.27", "+49.170.1234567" (a version, an IP or a date carries no phone word before it)
_FR_DOTTED = re.compile(r"0[1-9](?:\.\d\d){4}|\+?\d{2,4}(?:\.\d{2,7}){2,5}")
_OWNER_WORDS = re.compile(  # on lower-cased text
    r"\b(?:my|me|mine|our|us|his|her|mój|moj|moja|mojego|mnie|mi|nasz\w*|jego|jej|mein\w*|mich|mir|unser\w*|"
    r"sein\w*|ihr\w*|mío|mía|su|mon|ma|moi|mes|мій|моя|мене|мені|мой|меня|мне)\b"
)
# (also a file or permit reference's letters: "permis de construire PC 069 123 26 00045", "Az. VG 12 345 678" - not a
# phone word's abbreviation)
_CODE_GROUPS_BEFORE = re.compile(r"\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4})* $|\b[A-Z0-9]*[A-Z][A-Z0-9]*\d[A-Z0-9]* $|\b[A-Z]{4} $"
                                 r"|\b(?!TEL|FAX|MOB|GSM|TLF|CEL|SMS|NR|NO|TFN|WA)[A-Z]{2,3} $")
# A business's registration or tax number ("NIP firmy: 856-734-62-15") is not a phone.
# (round 40: the US EIN in capitals only - German "ein" is an article: "Trag mich ... ein: Mama von Emil, 0158 ...")
_TAX_BEFORE = re.compile(
    r"(?i)\b(?:nip|regon|krs|vat|ust-?id\w*|steuernummer|cif|nif|siren|siret|tva|edrpou|єдрпоу|едрпоу|егрпоу|"
    r"tax id|(?-i:EIN)|utr|рнокпп|іпн|инн|krs|hrb|hra|rcs|companies house|company (?:number|no|reg\w*)|"
    r"handelsregister\w*|registro mercantil|numer rejestrowy|реєстраційн\w* номер компан\w*)\b[^\d\n]{0,30}$"
)
_NIP_BEFORE = re.compile(r"\bnip\b[^\d\n]{0,80}$")
LOTTERY = re.compile(
    r"(?i)lott\w*|lotto|euromill?i?on\w*|eurojackpot|powerball|jackpot|lucky|loter[ií]a|loto|primitiva|"
    r"bonoloto|tirage|ziehung|gewinnzahlen|wyniki losowania|losowani\w*|multi multi|лото\w*|лотере\w*|тираж\w*|"
    r"numbers were|numery to|zahlen waren"
)
# A draw's extra ball named right after its numbers: "4 11 23 31 42, bonus 7", "... Zusatzzahl 3", "... reintegro 5"
DRAW_AFTER = re.compile(
    r"\W{0,3}(?:(?:and|und|y|et|i|і|и|та|plus)\s+)?(?:(?:the|a|le|la|el|der|die|das|den)\s+)?(?:bonus|bonus ball|powerball|mega ball|thunderball|lucky stars?|star|zusatzzahl|superzahl|"
    r"complementario|reintegro|estrellas?|num[ée]ro chance|[ée]toiles?|dodatkowa|plus|бонус\w*|додатков\w*)\W{0,3}\d"
)
# (round 34) numbers in small groups just played: "J'ai joué 7 12 19 33 41 et le numéro chance 4", "I played 4 11 ..."
_PLAYED = re.compile(r"(?<!\w)(?:played|play|jou[ée]s?|joue|gespielt|getippt|tippe|jugu[ée]|jugado|juego|zagra\w*|gram|"
                     r"postawi\w*|skreśli\w*|зіграв\w*|грав|граю|поставив|сыграл\w*|играл\w*|играю)\s+(?:(?:the|les|los|die|на)\s+)?$")
_AND_PICK = re.compile(r"\s*,?\s*(?:and|i|und|y|et|e|і|и|plus)\s+\d{1,2}(?!\d)")
SMALL_GROUPS = re.compile(r"\d{1,2}(?:(?:[ ,]+|[ ]?[\-–/][ ]?)\d{1,2}){4,}")  # (round 22: "05-12-27-33-41-49")
# Placeholder numbers in mock-ups: "123 456 789", "000 000 000", "987-654-321".
# (round 23) five rising picks asked about as a win: "did 4 11 23 35 42 win anything", "... y el 6, ¿he ganado?"
_WIN_AFTER = re.compile(
    r"[^.!?\n]{0,40}?(?<!\w)(?:win\w*|won|gewonnen|gewinn\w*|wygra\w*|wygrał\w*|gan[aoé]\w*|premi\w*|gagn\w*|"
    r"виграш\w*|виграл\w*|виграв|выигр\w*|trefer|treffer|acierto\w*|traf\w*)")


def rising_win(low: str, cand: str, end: int) -> bool:
    """Five or more rising numbers of one or two digits, then a question whether they won (see _WIN_AFTER)."""
    groups = [int(g) for g in re.findall(r"\d+", cand)]
    return (len(groups) >= 5 and all(a < b for a, b in zip(groups, groups[1:])) and groups[-1] <= 90
            and _WIN_AFTER.match(low, end) is not None)


def isbn13_ok(digits: str) -> bool:
    """The ISBN-13 check digit (weights 1, 3 alternating, the sum a multiple of 10)."""
    return sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10 == 0


def drawn_numbers(cand: str) -> bool:
    """Six or more numbers of one or two digits, each larger than the one before: a lottery ticket's picks
    ("05-12-27-33-41-49"), not a phone's groups (a phone number has five at most)."""
    groups = [int(g) for g in re.findall(r"\d+", cand)]
    return len(groups) >= 6 and all(a < b for a, b in zip(groups, groups[1:]))


_SEQUENCE = "01234567890123456789 98765432109876543210"


def _placeholder_digits(digits: str) -> bool:
    national = digits
    for cc in ("380", "48", "49", "44", "33", "34"):
        if digits.startswith(cc) and len(digits) >= len(cc) + 9:
            national = digits[len(cc):]
            break
    national = national.lstrip("0")
    if len(digits) >= 9 and not national:
        return True  # "+380 00 000 00 00", "+48 000 000 000": a form's filler after the country's prefix
    core = digits.lstrip("0")
    nanp = digits[1:] if len(digits) == 11 and digits[0] == "1" else digits
    if len(nanp) == 10 and nanp[:3] == "555":
        return True  # (555) ...: an area code never assigned, the films' and books' number
    return len(set(core)) <= 1 or core in _SEQUENCE


def _run_after_code(cand: str) -> bool:
    """A country or area code, then a run of digits: "+48 123 456 789", "030 12345678" - a textbook's number in talk
    of a textbook, an exercise or a regex (find_phones asks), unless the words before it say whose."""
    groups = [g for g in re.split(r"\D+", cand) if g]
    rest = "".join(groups[1:])
    # (a count from 0 or 1, or down from 9 or 8, of eight digits at least: "0170 1234567", "0151 23456789" may be real)
    return len(groups) >= 2 and len(rest) >= 8 and rest.startswith(("0123", "1234", "9876", "8765")) and rest in _SEQUENCE


# Numbers Ofcom keeps for drama and documentation (never assigned): 020 7946 0xxx, 0113 ... 0191 496 0xxx,
# 01632 960xxx, 07700 900xxx, 08081 570xxx, 0909 8790xxx, 03069 990xxx; also written +44 ...
_DRAMA_PREFIXES = ("02079460", "016329600", "07700900", "08081570", "09098790", "03069990", "02890180",
                   "02920180") + tuple(f"011{a}4960" for a in range(3, 9)) + tuple(f"01{a}14960" for a in range(2, 10))


# the drama numbers are somebody's only in ordinary talk; beside these words they are the fixtures they were made for
_DRAMA_TALK = re.compile(
    r"ofcom|drama|fiction|fictional|fictitious|\btests?\b|testing|test cases?|fixtures?|regex|validat|\bscript|novel|"
    r"screenplay|\bfilm|\bplay\b|dummy|placeholder|testow|fikcyj|fiktiv|prueba|ficticio|fictif|тестов|вигадан|сценар|"
    r"anonymi[sz]\w*|anonimi[sz]\w*|synthetic|synthétique|synthetisch|sintétic|syntetyczn|синтетичн|démo\b|demo\b|"
    # (round 45, rfr) a mock-up's, a template's or a sample's filler: "mock-up for the council form: ... phone 01632 960000"
    r"mock-?ups?|wireframe|template|sample|maquet|makiet|макет|шаблон|vorlage|plantilla|szablon"
)


# ... and the ranges ARCEP keeps for fiction in France: 01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98, 09 99 00
_FR_FICTION_PREFIXES = ("019900", "026191", "035301", "046571", "053649", "063998", "099900")
# a learner's material: a textbook's page, an exercise, homework (where "030 12345678" is the book's)
_COURSE = re.compile(
    r"homework|exercise|textbook|course ?book|workbook|lehrbuch|\w*kurs-?buch|übung|ubung|ćwiczeni|cwiczeni|zadani\w* domow|"
    r"podręcznik|podrecznik|ejercicio|libro de texto|exercice|manuel|devoirs?\b|підручник|вправ|домашн\w* завдан"
)


def _drama_number(digits: str) -> bool:
    national = "0" + digits[2:] if digits.startswith("44") else "0" + digits[4:] if digits.startswith("0044") else digits
    if len(national) == 11 and national.startswith(_DRAMA_PREFIXES):
        return True
    french = "0" + digits[2:] if digits.startswith("33") else "0" + digits[4:] if digits.startswith("0033") else digits
    return len(french) == 10 and french.startswith(_FR_FICTION_PREFIXES)


# An order, parcel or invoice number named earlier in the sentence, and no word of calling: not a phone.
_ORDER_NEAR = re.compile(
    r"(?:\border|\bpedido|bestell|zam[oó]wieni|\bcommande|замовлен|заказ|tracking|seguimiento|sendungs|"
    r"przesyłk|\bsuivi\b|відстеж|отслеж|invoice|factura|rechnung|faktur|facture|parcel|paquete|paket|colis|"
    r"посилк|посылк|referenc|referenz|localizador|"
    # (round 46, rfr) a listing's number on a classifieds site: "L'annonce n° 3023541157 a été supprimée par Leboncoin",
    # "ogłoszenie nr ...", "Inserat Nr. ...", "anuncio n.º ...", "оголошення № ...", "объявление № ...", "listing ID ..."
    # (its number marked: an ad's own text with the seller's phone stays a phone - "Ogłoszenie: sprzedam rower, dzwoń ...")
    r"(?:\bannonce|\banuncio|og(?:ł|l)oszeni\w*|\binserat\w*|оголошенн\w*|объявлени\w*|\blisting|\badvert\w*)"
    r"(?: [^\s.!?]+){0,3} (?:n[°º]|n\.º|nr\b|no\b|№|#|id\b|num[ée]ro|n[uú]mero|numer\w*|nummer|номер\w*)|"
    # (round 21) an insurance policy's or a tax form's receipt number: "Póliza de hogar 0550-41-...", "justificante ..."
    r"p[oó]liza|policy n|insurance policy|\bpolis[aeyi]\b|polisy|versicherungsschein|police d'assurance|поліс|полис|"
    r"justificante|receipt n|num[ée]ro de re[çc]u|quittungsnummer|"
    # (round 18) a parcel or a shipment in the other words: "Paczka z DPD do Polski, numer ...", "Lieferung", "envío"
    r"paczk|package|shipment|lieferung|env[ií]o|\benvoi\b|відправлен|отправлен|"
    r"накладн|\bттн\b|waybill|consignment|frachtbrief|list przewozowy|lettre de voiture|"  # (round 25) a waybill's number
    # a suitcase's tag or a lost-bag file: "Bag tag number 0220 518274", "Gepäckanhänger", "etykieta bagażowa"
    r"bag tag|baggage|luggage|bagaż|gep[äa]ck|equipaje|bagage|багаж|"
    # registered mail: "lettre recommandée 1A 187 044 3926 5", "Einschreiben RT 1234 5678 9DE", "list polecony"
    r"recommand[ée]|einschreib|polecon|certificad|registered (?:mail|letter|post)|recorded delivery|рекомендован|"
    # (round 36) a tracking number by its Ukrainian / Russian loan word or by the post office's own numbers:
    # "Трек-номер Укрпошти 0500123456789", "трек посылки ...", "numer nadania ...", "numer śledzenia ..."
    r"трек|numer\w* (?:nadania|śledzenia|sledzenia)|"
    # (round 36) an insurer's claim reference: "numéro de sinistre 26-4471193-B", "Schadennummer 26-0093-4471-2",
    # "número de siniestro", "numer szkody", "claim number", "номер страхового випадку" - the insurer's file, which
    # the writer quotes back to it, not a phone (a call word, "my mobile" or a person beside it still keeps it one)
    r"sinistre|siniestro|schadens?-?n(?:ummer|r\b\.?)|schadens?fall|schadenmeldung|claim (?:number|no\b\.?|nr\.?|ref\b\.?|reference|id\b|#)|"
    r"\bclaim n|insurance claim|nu?me?r\w* szkod\w*|\bnr\.? szkody|likwidacj\w* szkod|"
    r"страхов\w* (?:випадк|случа)|номер\w* (?:збитку|убытка|страхов)|"
    # (round 34) a support case's, a ticket's, a complaint's or a file's number at a company: "Moje zgłoszenie w Orange ma
    # nr 1-88472910", "Mon dossier SAV chez Free est le 2026-448192", "Vorgangsnummer", "n.º de expediente", "звернення"
    # (a ticket only as a support ticket: "son numéro au dos d'un ticket de métro" is a paper it is written on)
    r"(?:support|helpdesk|service|trouble|it) ?ticket|ticket ?(?:number|no\b|nr|n°|id\b|#)|my ticket with|"
    r"(?:num[ée]ro|n[uú]mero|numer) (?:de |du |del )?ticket|\bcase (?:n|id|#)|support case|zgłoszeni|zgloszeni|reklamacj|\bdossier|r[ée]clamation|\bsav\b|"
    r"\bvorgang|ticketnummer|beschwerde|reklamation|expediente|incidencia|reclamaci[oó]n|звернення|обращени|заявк|"
    r"скарг|жалоб|"
    # (round 45, rfr) an authority's or a court's file: "Unser Aktenzeichen beim BAMF ist 7654321-423", "Справа ОСББ проти
    # забудовника має номер 910/4471/23", "sygnatura akt", "numer sprawy", "court case number", "número de procedimiento",
    # "numéro RG", "номер дела" - the office's reference the writer quotes, not a phone
    r"aktenzeichen|gesch[äa]ftszeichen|\baz\.? |sygnatur\w*|\bsygn\.|nu?me?r\w* sprawy|\bnr\.? sprawy|"
    r"(?:court|legal) case|case (?:number|no\b|nr\b|reference|ref\b)|docket|n[uú]mero de (?:procedimiento|autos|causa)|"
    r"num[ée]ro (?:de |d['’])?(?:rg|affaire|proc[ée]dure|r[ôo]le)|\brg\b|"
    r"справ[аиіу]\b[^.!?\n]{0,40}(?:номер|№)|номер\w* справи|номер\w* дела|\bдел[оау]\b[^.!?\n]{0,20}(?:номер|№)|"
    # (round 45, rfr) a meter's or a supply point's number: "numéro PRM à 14 chiffres, 0914...", "PDL", "Zählernummer",
    # "Marktlokations-ID", "numer licznika", "punkt poboru (PPE)", "CUPS", "MPAN", "номер лічильника", "номер счётчика"
    # (the meter's own number, not its reader: "der Zählerableser hat mir seine Nummer gegeben" is his phone)
    r"\bprm\b|\bpdl\b|point de livraison|num[ée]ro (?:du |de )?compteur|z[äa]hler-?(?:nummer|nr|id)|marktlokation|"
    r"messlokation|\bmalo-?id|nu?me?r\w* licznika|licznik\w* (?:nr|numer)|\bppe\b|punkt\w* poboru|\bcups\b|"
    r"n[uú]mero (?:del |de )?contador|meter (?:number|no\b|id\b|serial|point)|\bmpan\b|\bmprn\b|"
    r"номер\w* (?:лічильника|счётчика|счетчика)|(?:лічильник|счётчик|счетчик)\w* (?:№|номер))"
    r"[^.!?\n]{0,60}$"
)
# a clerk's or adviser's own mobile beside their office's name: "me dio su móvil personal", "sur son portable"
_OWN_MOBILE = re.compile(
    r"(?<!\w)(?:su|son|sa|her|his|jej|jego|sein\w*|ihr\w*|її|його|ее|его|personal\w*|private|prywatn\w*|privat\w*|"
    r"my|mein\w*|mój|moja|moją|mojej|mojego|mi|mon|ma|мій|мою|мого|мой|мой|"
    r"приватн\w*|особист\w*)\s(?:\w+\s)?(?:m[oó]vil|celular|portable|mobile|cell|handy\w*|kom[oó]rk\w*|"
    r"мобільн\w*|мобильн\w*)"
)
_CALL_WORDS = re.compile(
    r"phone|\btel\b|\btel\.|m[oó]vil|handy|telefon|komórk|portable|телефон|mobile|whats\s?app|\bcall|llam|anruf|"
    r"zadzwo|dzwoni|appel|дзвон|звон|\bsms\b|text me|"
    # (round 19) the German verb of calling, split or not: "ruf sie an unter ...", "rufen Sie ... an", "erreichbar unter"
    r"\bruf\w*|erreichbar|"
    # (round 34, lead) a call back asked for: "Kunde bittet um Rückruf unter 0175 ..." beside a ticket's number
    r"r[üu]ckruf"
)


_UK_MOBILE = re.compile(r"07[1-57-9]\d{8}$")  # 07624 is the Isle of Man's, 076 pagers, 070 personal numbers
# (round 47, rids) a French mobile typed in one run after the article French puts before a number: "je leur ai laissé le
# 0616053822", "rappelle-la au 0743218890", "c'est mon 0612345678" - the spaced "le 06 16 ..." is a keyword already
# (round 47, rids) a note's contact for questions right before the number: "Paket für Nachbarn angenommen, bei Fragen
# 01524 ...", "parcel taken in for no. 4, any questions 07700 ...", "colis récupéré, en cas de question 06 ...", "paczka
# u mnie, w razie pytań 512 ...", "paquete recogido, para dudas 612 ...", "посилку забрала, з питань 067 ...": the
# note's writer is asked, not the parcel's tracking (lower-cased text)
_ASK_ME_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:bei (?:fragen|rückfragen)|f[üu]r (?:fragen|rückfragen)|(?:for |any )?(?:questions|queries)|"
    r"en cas de (?:questions?|souci|besoin)|pour toute question|w razie (?:pytań|pytan|czego)|"
    r"(?:para|por) (?:dudas|cualquier duda|preguntas)|en caso de dudas|з (?:усіх )?питань|по (?:всем )?вопросам|"
    r"якщо (?:що|питання)|если что)(?![^\W\d_])[ \t:,\-–—]*$"
)
_FR_MOBILE = re.compile(r"0[67]\d{8}$")
_FR_ARTICLE_BEFORE = re.compile(r"(?<![^\W\d_])(?:le|au|du|mon|son|ton|ce) $")
# ... not the number that writes or calls in ("Le 0629687097 m'écrit ...": a stranger's, unknown_owners.py's yellow)
_FR_CAME_IN = re.compile(r"[ \t]*(?:m['’]|me |nous |n['’]arr|ne |a (?:appel|écrit|envoy)|appelle|écrit|insiste)")
_SSN_SHAPE = re.compile(r"^\d{3}-\d{2}-\d{4}$")
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")


def _ipv4(cand: str) -> bool:
    """An IPv4 address: four dotted parts of 0 to 255 - not "668.82.05.93", "715.25.02.89" (a part over 255, or
    "05" with a leading zero: a phone written in dotted groups, round 21)."""
    if not _IPV4.match(cand):
        return False
    return all(int(p) <= 255 and (p == "0" or not p.startswith("0")) for p in cand.split("."))
# The regions tried for a national-format number when the user's own region does not take it.
FALLBACK_REGIONS = ("PL", "DE", "ES", "FR", "UA", "GB", "US", "RU")
# Countries whose domestic numbers are always dialled with a trunk 0.
_TRUNK_ZERO = frozenset({"DE", "FR", "UA", "GB", "AT", "CH", "NL", "BE", "TR", "SE", "FI"})
_SKIP_TYPES = None  # filled lazily (phonenumbers import is a few ms)
_default_region: str | None = None
_default_region_known = False


def region_from_locale() -> str | None:
    """The two-letter region of the system locale ("pl_PL.UTF-8" -> "PL"), or None for C/POSIX."""
    candidates = []
    try:
        candidates.append(locale.getlocale()[0] or "")
    except Exception:
        pass
    for var in ("LC_ALL", "LC_TELEPHONE", "LC_MESSAGES", "LANG"):
        candidates.append(os.environ.get(var, ""))
    for value in candidates:
        m = re.match(r"^[A-Za-z]{2,3}[_-]([A-Za-z]{2})\b", value or "")
        if m:
            return m.group(1).upper()
    return None


def set_default_region(region: str | None) -> None:
    """The app tells the detector where the user lives ("PL", "DE" ...); None: no region."""
    global _default_region, _default_region_known
    _default_region = region.upper() if region else None
    _default_region_known = True


def default_region() -> str | None:
    global _default_region, _default_region_known
    if not _default_region_known:
        _default_region = region_from_locale()
        _default_region_known = True
    return _default_region


def _phonenumbers():
    global _SKIP_TYPES
    import phonenumbers

    if _SKIP_TYPES is None:
        t = phonenumbers.PhoneNumberType
        _SKIP_TYPES = {t.TOLL_FREE, t.PREMIUM_RATE, t.SHARED_COST, t.UAN, t.VOICEMAIL}
    return phonenumbers


def is_mobile(cand: str, international: bool, region: str | None, low: str) -> bool:
    """Is the number a mobile (or unknown: counted as one) in the user's or the message's region?"""
    pn = _phonenumbers()
    hint = None if international else language_region(low)
    regions = (None,) if international else tuple(dict.fromkeys(r for r in (region, hint, *FALLBACK_REGIONS)
                                                                if r and (r != "RU" or hint == "UA")))
    for r in regions:  # the first region that knows the number says what it is
        try:
            num = pn.parse(cand if not cand.startswith("00") else "+" + cand[2:], r)
        except Exception:
            continue
        if pn.is_valid_number(num):
            break
    else:
        return True
    return pn.number_type(num) not in (pn.PhoneNumberType.FIXED_LINE, pn.PhoneNumberType.FIXED_LINE_OR_MOBILE,
                                       pn.PhoneNumberType.TOLL_FREE,
                                       pn.PhoneNumberType.SHARED_COST, pn.PhoneNumberType.UAN)


_ONE_DIGIT_GAP = frozenset(" .-\u00a0")  # the second character of a candidate typed digit by digit: a cheap gate


def _spaced_regions(region: str | None, low: str, digits: str) -> tuple[str | None, ...]:
    """The regions a digit-by-digit number is read in: the message's language's first, then the user's, then the
    seven in their national shape (Russia's only in Cyrillic text, as _phone_ok reads it)."""
    hint = language_region(low)
    first = tuple(dict.fromkeys(r for r in (hint, region) if r))
    return first + tuple(r for r in FALLBACK_REGIONS if r not in first and _national_shape(r, digits, True)
                         and (r != "RU" or hint == "UA"))


def _thousands_like(cand: str) -> bool:
    """Grouped like a big number: 1-3 digits, then groups of exactly three, no leading zero."""
    groups = cand.split()
    return (not cand.startswith("0") and 1 <= len(groups[0]) <= 3
            and all(len(g) == 3 and g.isdigit() for g in groups[1:]))


def _national_shape(region: str, digits: str, keyword: bool) -> bool:
    if region in _TRUNK_ZERO:
        return digits.startswith("0") and not digits.startswith("00")
    if region == "PL":
        return len(digits) == 9 and digits[0] != "0"
    if region == "ES":
        return len(digits) == 9 and digits[0] in "6789"
    if region == "US":
        return (len(digits) == 10 and digits[0] in "23456789") or (len(digits) == 11 and digits[0] == "1")
    if region == "RU":  # (round 25) the trunk 8 before ten digits: "89155390781"; read only in Cyrillic text (_phone_ok)
        return len(digits) == 11 and digits[0] == "8"
    return keyword


# A national-format number can be valid in several regions (0345 ... is a UK organisation's 03 line and a
# phone in Halle; 0 892 ... a French premium line and a Munich phone): the message's own language says which
# country it is read in first, after the user's region. A few common words of each language.
_LANGUAGE_WORDS = {
    "GB": frozenset("the is and you my what of to it this that for with on are was".split()),
    "PL": frozenset("jest nie się że na to mój moja czy jak do od ale już dla".split()),
    "DE": frozenset("der die das und ist nicht ich mit für von ein eine auf den dem".split()),
    "ES": frozenset("el los las que es por para mi con una del lo pero".split()),
    "FR": frozenset("le les est c'est pour vous je une des du et pas mon ma au".split()),
}
_CYRILLIC = re.compile("[а-яіїєґ]")


def language_region(low: str) -> str | None:
    """The region of the message's language (of the detector's six; Ukrainian and Russian read as UA), or None
    when its words do not say."""
    if _CYRILLIC.search(low):
        return "UA"
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", low)
    scores = {r: sum(w in vocab for w in words) for r, vocab in _LANGUAGE_WORDS.items()}
    best = max(scores, key=lambda r: scores[r])
    if scores[best] < 2 or sum(v == scores[best] for v in scores.values()) > 1:
        return None
    return best


# _phone_ok's answers: a person's number may be; not a number; a business line (toll-free, premium, shared
# cost, a non-geographic 03/0344 line), which no shorter piece of it turns into a person's number
PHONE, NOT_PHONE, BUSINESS_LINE = 1, 0, -1


@functools.lru_cache(maxsize=4096)
def _phone_ok(candidate: str, international: bool, keyword: bool, region: str | None, hint: str | None = None) -> int:
    """Does libphonenumber take `candidate` (PHONE / NOT_PHONE / BUSINESS_LINE; a pure function of its
    arguments: cached, since every parse costs about a millisecond and the same number comes back in a
    conversation)? A "00" number typed without any separator ("00445790") must be a valid one: a bare
    digit string that starts with two zeros is more often a registration or reference number. `hint`: the
    region of the message's language, tried right after the user's own."""
    pn = _phonenumbers()
    if international:
        regions: tuple[str | None, ...] = (None,)
    else:
        first = ((region,) if region else ()) + ((hint,) if hint and hint != region else ())
        regions = first + tuple(r for r in FALLBACK_REGIONS if r not in first)
    digits = re.sub(r"\D", "", candidate)
    bare_00 = international and candidate.startswith("00") and candidate.isdigit()
    possible = False
    for r in regions:
        if r is not None and r != region and (not _national_shape(r, digits, keyword) or r == "RU" and hint != "UA"):
            continue
        if r is not None and r == region and r in _TRUNK_ZERO and not digits.startswith("0"):
            continue
        try:
            num = pn.parse(candidate if not candidate.startswith("00") else "+" + candidate[2:], r)
        except Exception:
            continue
        if not pn.is_valid_number(num):
            # merely possible: enough when introduced or international, unless another region knows the
            # number for what it is (a Spanish 900 line read first as a Polish number)
            possible = possible or (not bare_00 and (international or keyword) and pn.is_possible_number(num))
            continue
        if pn.number_type(num) in _SKIP_TYPES:
            return BUSINESS_LINE  # toll-free / premium / shared-cost: a business line, not a person
        return PHONE
    return PHONE if possible else NOT_PHONE


_COUNTRY_CODES = ("44", "48", "49", "33", "34", "380", "1")


def _spoken_international(digits: str) -> bool:
    """A number read out with its country code but without the plus ("four four seven four ..."): valid as
    an international number of one of the seven regions."""
    if not 11 <= len(digits) <= 13 or not digits.startswith(_COUNTRY_CODES):
        return False
    pn = _phonenumbers()
    try:
        num = pn.parse("+" + digits, None)
    except Exception:
        return False
    return pn.is_valid_number(num) and pn.number_type(num) not in _SKIP_TYPES


# Round 45 (rphones): the national toll-free and premium ranges (0800, 0808, 900, 800, 8 800 ...): a number of these
# shapes not introduced as anyone's is read by libphonenumber for what it is, so that a business line the finder
# would merely skip (grouped like a count: "900 222 665") is ruled out for the learned model too
_FREE_PREFIXES = ("800", "900", "901", "902", "0800", "0801", "0805", "0808", "0809", "0900", "8800")


def _free_line(cand: str, digits: str, region: str | None, low: str) -> bool:
    return digits.startswith(_FREE_PREFIXES) and 9 <= len(digits) <= 11 \
        and _phone_ok(cand, False, True, region, language_region(low)) == BUSINESS_LINE


def _titled(text: str, start: int, end: int) -> bool:
    """A person named with a title right before or after the number at start:end."""
    return bool(_TITLED_BEFORE.search(text, max(0, start - 60), start) or _TITLED_AFTER.search(text[end:end + 40]))


# A customer, caller or patient named before the number in a ticket, a CRM row or a call-centre note: "клієнтка
# Ірина Савчук, тел. ...", "requester=Dorian Vasquez | phone=...", "Anrufer: Jonas Keller, Rückruf unter ...":
# the customer's own line, even though the note comes from a hotline or a service desk.
_CUSTOMER_NAMED = re.compile(
    # (not the service's name: "obsługa klienta Media Expert", "service client Fnac", "atención al cliente Iberia")
    r"(?<!bsługi )(?<!bsługa )(?<!ervice )(?<!ervicio al )(?<!tención al )(?<!tencion al )(?<!лужба )"
    r"(?i:\b(?:customer|client|caller|requester|requestor|patient|tenant|klient\w*|pacjent\w*|"
    r"zgłaszając\w*|dzwoniąc\w*|kunde|kundin|anrufer\w*|mieter\w*|cliente|llamante|paciente|inquilin\w*|"
    r"appelant\w*|locataire|клієнт\w*|абонент\w*|пацієнт\w*|заявник\w*|клиент\w*))\s*[:=]?\s*"
    + _NAME_WORD + r"\s+" + _NAME_WORD + r"[^\d\n]{0,40}$"
)
# A video call's meeting number (on lower-cased text, the words before the number)
_MEETING_ID = re.compile(
    r"(?:\b(?:meeting|webinar|conference|konferenz\w*|besprechung\w*|sitzung\w*|reuni[oó]n|r[ée]union|zoom|teams|"
    r"webex|meet)[\s\-]*(?:id|nr\.?|number|nummer|n[uú]mero|num[ée]ro|kennung)|"
    r"\b(?:id|identyfikator|numer|n[uú]mero|num[ée]ro|ідентифікатор\w*|идентификатор\w*|номер)\s+(?:de\s+(?:la\s+)?)?"
    r"(?:spotkani\w*|zebrani\w*|konferencji|webinar\w*|r[ée]union|reuni[oó]n|нарад\w*|зустріч\w*|конференці\w*|"
    r"совещани\w*|встреч\w*))\b[^\d\n]{0,16}$"
)
# A phone field's key in an export or a log: "phone=(312) 736-0965", "tel=+48 ...", "mobile_number=07..."
_KEYED_PHONE = re.compile(  # on lower-cased text
    r"(?<![^\W\d_])(?:phone|tel|mobile|cell|telefon|tel[eé]fono|t[eé]l[eé]phone|handy|m[oó]vil|portable|kom[oó]rka|"
    r"телефон|тел|моб|msisdn"
    # a message's addressee in an SMS or a call log (Twilio's "To=+1857...", "from=+48..."): with a "+" only
    r"|(?:to|from|recipient|destination|dest|sender|receiver|caller|callee)(?=[_\-]?\w{0,6}\s?=\s?\+\d))"
    r"(?:[_\-]?(?:number|no|nr|num|numer|nummer))?\s?(=)\s?(?=[+(]?\d)"
)


def separators_of(cand: str) -> set[str]:
    return set(re.sub(r"\d", "", cand))


def _named_before(text: str, start: int) -> bool:
    m = _NAMED_BEFORE.search(text, max(0, start - 40), start)
    if m is not None and m.group("first") in FIRST_NAMES:
        return True
    m = _CONTACT_NAME.search(text, max(0, start - 30), start)
    if m is not None and m.group("name") in FIRST_NAMES:
        return True  # a contact list's line: "Zosia: 604218935", "Jonas 01761234567"
    m = _NUMBER_OF_NAME.search(text, max(0, start - 90), start)
    return m is not None and _given_name(m.group("name"))


# Whose number, a given name after the number word: "numer Kasi", "Nummer von Jonas", "el número de Lucía",
# "le numéro de Julien", "номер Олени".
_NUMBER_OF_NAME = re.compile(
    r"(?i:\b(?:numer\w*|nr\.?|nummer(?: von)?|n[uú]mero de|num[ée]ro de|number of|номер\w*|nomer))\s+"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+)"
    # (round 24) who the person is, between commas, and a copula: "die Nummer von Sven, dem Vater der Kinder, ist ...",
    # "el número de Lucía es el ...", "le numéro de Julien, mon voisin, c'est le ..."
    r"(?:\s*,[^\d\n.!?,]{2,40},)?\s*(?:[:\-–]|(?:is|ist|lautet|es|est|c'est|to|jest|це|это)(?:\s(?:el|le|der|die))?)?\s*$"
)


# (also a chat export's line, the sender after its time stamp: "[14:02] Kasia: ...", "12.03.24, 14:02 - Anna: ...")
_CONTACT_NAME = re.compile(r"(?:^|(?<=[\n,;(\]])|(?<=\d - ))\s*(?P<name>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+)\s*[:\-–]?\s*$")


def _given_name(word: str) -> bool:
    """A known given name, also in a Polish or Ukrainian genitive ("Kasi", "Anny", "Marka", "Олени")."""
    return any(f in FIRST_NAMES for f in (word, word + "a", word[:-1] + "a", word[:-1], word[:-1] + "я",
                                           word[:-1] + "ek"))


# A number that trails off into dots or masking characters, its last group shorter than the one before
# ("+48 604 218 9..", "0171 23 4xx"): the writer has only a fragment of it
_CUT_SHORT = re.compile(r"\.\.|…|[xX*#_?]{2}")


def _cut_short(cand: str) -> bool:
    groups = re.findall(r"\d+", cand)
    return len(groups) >= 2 and len(groups[-1]) < len(groups[-2])


def find_phones(text: str, findings: list[Finding], claimed: Claims, region: str | None = None,
                spoken: tuple[tuple[int, int], ...] = ()) -> None:
    """Phone numbers in `text`; digits in `spoken` (dictated as words) count as introduced as a phone:
    nobody reads an order number or a price out digit by digit."""
    low_cache: str | None = text.lower()
    low_all = low_cache
    glued = [g.end() for g in _GLUED_PHONE.finditer(low_all)]
    scan = text
    for g in glued:  # the word's last letter read as a space, so that the number is a candidate
        scan = scan[:g - 1] + " " + scan[g:]
    if "=" in text:
        for k in _KEYED_PHONE.finditer(low_all):  # "phone=...": the sign read as a space, the number introduced
            scan = scan[:k.start(1)] + " " + scan[k.end(1):]
            glued.append(k.end())
    for m in _PHONE_CAND.finditer(scan):
        start, end = m.span()
        cand = m.group()
        digits = re.sub(r"\D", "", cand)
        if not 7 <= len(digits) <= 15 or claimed.overlaps(start, end):
            continue
        if _CUT_SHORT.match(text, end) and _cut_short(cand):
            claimed.reject(start, end)
            continue  # "07700 900 4.. on a sticky note, the rest is smeared": a fragment, nobody's number
        if len(digits) < 9 and not cand.startswith(("+", "00", "(+")):
            continue  # a national number has nine digits at least (checked again below, after the costlier tests)
        if low_cache is None:
            low_cache = text.lower()
        low = low_cache
        if cand.startswith("(+"):
            cand_parse = "+" + re.sub(r"[()]", "", cand[2:], count=1)
        else:
            cand_parse = cand
        international = cand_parse.startswith(("+", "00"))
        window = low[max(0, start - 70):start]
        if "do " in window and _NUMBER_OF_THING.search(window):
            claimed.reject(start, end)  # not a phone whatever follows; nor anything for the learned model
        if ("id" in window or "ід" in window or "ид" in window or "numer" in window) and _MEETING_ID.search(window):
            claimed.reject(start, end)
            continue  # "Teams meeting ID 394 117 862 05", "ID spotkania 845 2291 0033": a video call's room number
        if (_PUBLIC_LINE.search(window) or _PUBLISHED_AFTER.match(low, end, end + 50)
                or ("web" in window or "site" in window or "seite" in window or "stron" in window or "сайт" in window
                    or "page" in window or "gina" in window or "сторін" in window or "страниц" in window)
                and _PUBLISHED_BEFORE.search(window)) \
                and not _PRIVATE_LINE.search(low, max(0, start - 80), min(len(low), end + 80)) \
                and not _OWN_MOBILE.search(low, max(0, start - 40), start) and not callback_before(low, start) \
                and not owner_tied(low, start, end) \
                and not own_contact_before(low, start, end):  # (round 32) "Für die Agentur: erreichbar unter ..."
            # (round 26) "mi número ..., por si la agencia ...: +33 ..."
            claimed.reject(start, end)
            continue  # a public body's, a utility's or the card-blocking line
        if org_phone_before(text, low, start, functools.partial(is_mobile, cand_parse, international, region, low)) \
                and not _PRIVATE_LINE.search(low, max(0, start - 80), min(len(low), end + 80)) \
                and not _OWN_MOBILE.search(low, max(0, start - 40), start) and not callback_before(low, start) \
                and not owner_tied(low, start, end) \
                and not own_contact_before(low, start, end):  # (round 32) "Dla agencji: jestem pod numerem ..."
            # (round 26) "Контакт мамы — ..." for the clinic (owner_ties.py)
            claimed.reject(start, end)
            continue  # a shop's, a surgery's or a consulate's line, a company's vCard (org_context.py)
        if business_line(text, low, start, end, functools.partial(is_mobile, cand_parse, international, region, low)) \
                and not _PRIVATE_LINE.search(low, max(0, start - 80), min(len(low), end + 80)) \
                and not owner_tied(low, start, end):
            claimed.reject(start, end)
            continue  # a takeaway's line, a named company's asked about (business_lines.py)
        kin = bool(_NUMBER_OF_KIN.search(window))
        keyword = kin or bool(_PHONE_KEYWORDS.search(before(low, start, 40))) or bool(
            _RECIPIENT.search(before(low, start, 40)) and _TEXTING.search(low)) or start in glued or _number_of_person(low, start) \
            or any(s < end and start < e for s, e in spoken) or _named_before(text, start) \
            or ("m" in low or "м" in low) and own_number_earlier(low, start) \
            or ("num" in low or "núm" in low or "номер" in low) and changed_number_earlier(low, start)  # (round 36)
        # ("Zmieniłem numer, teraz mam 512 021 846": a number said to be changed or new is a SIM's - changed_numbers.py)
        person: bool | None = True if kin else None  # a titled person beside it: read when a hotline or parcel word asks

        if not keyword and ("\n" in text[max(0, start - 200):start] or "·" in text or "•" in text or "|" in text) \
                and contact_block(text, start, end):
            keyword = True  # a signature's or a contact card's line under a person's name (phone_blocks.py)
        if not keyword:
            person = _titled(text, start, end)
            keyword = person or bool(_PRIVATE_BEFORE.search(text, max(0, start - 30), start)) \
                or bool(_KIN_BEFORE.search(low, max(0, start - 40), start)) or bool(_CALL_AFTER.match(low, end, end + 40)) \
                or own_contact_before(low, start, end) \
                or bool(_CUSTOMER_NAMED.search(text, max(0, start - 90), start)) \
                or bool(_NAME_GIVEN_AFTER.compiled.match(text, end))
            # (round 31) "pueden localizarme en el ...", "kontakt do mnie to ..."; (round 40) a named customer before it in a
            # ticket: "el cliente Álvaro Peña pide que le llamen al 6...", "Kunde Jonas Keller bittet um Rückruf unter ..."
        if (_HOTLINE.search(low, *(hot_window := own_window(low, start, end, 60, 30)))
                and not (person if person is not None else _titled(text, start, end))
                and not _OWN_MOBILE.search(low, max(0, start - 40), start)
                # (round 37) "centrala 22 590 00 00, komórka +48 512 ...": the switchboard word names the number after
                # it, the mobile label this one (signature_mobiles.py)
                and not labelled_apart(low, start, end, hot_window, _HOTLINE)
                and not _CUSTOMER_NAMED.search(text, max(0, start - 90), start)
                and not callback_before(low, start) and not owner_tied(low, start, end)) \
                or _placeholder_digits(digits) or masked_number(text, digits, end) \
                or mockup_filler(digits, low) and not _OWNER_WORDS.search(low, max(0, start - 40), start) \
                or _run_after_code(cand) and bool(_DRAMA_TALK.search(low) or _COURSE.search(low)) \
                and not _OWNER_WORDS.search(low, max(0, start - 25), start) \
                or LOTTERY.search(low, max(0, start - 80), start) \
                and not _OWN_MOBILE.search(low, max(0, start - 40), start) \
                or (SMALL_GROUPS.fullmatch(cand.strip()) and not _OWN_MOBILE.search(low, max(0, start - 40), start)
                    and (DRAW_AFTER.match(low, end)  # (round 19) the game after:
                                                               # (round 34) picks played: "J'ai joué 7 12 19 33 41"
                                                               or _PLAYED.search(low, max(0, start - 30), start)
                                                               or LOTTERY.search(low, end, end + 50)  # "... en la Primitiva"
                                                               or drawn_numbers(cand)  # (round 22) six rising picks
                                                               or rising_win(low, cand, end)
                                                               # (round 23) five and one more: "7 12 19 33 41 and 6"
                                                               or _AND_PICK.match(low, end) is not None
                                                               and drawn_numbers(cand + " 99"))):
            claimed.reject(start, end)
            continue
        if _drama_number(digits) and _DRAMA_TALK.search(low):
            claimed.reject(start, end)
            continue  # "test cases from the Ofcom drama range: 020 7946 0000"
        if len(digits) == 13 and digits[:3] in ("978", "979") and ("-" in cand or "isbn" in low) and isbn13_ok(digits):
            claimed.reject(start, end)
            continue  # (round 23) a book's ISBN in its hyphen groups ("978-84-7168-345-8"), its check digit right
        if keyword and not international and cand[1:2] in _ONE_DIGIT_GAP and digit_by_digit(cand, digits) \
                and spaced_mobile(digits, False, _spaced_regions(region, low, digits), _phonenumbers()):
            # (round 37) "Schreib mir: 0 1 5 5 1 8 9 4 4 9 1 9", "Telefon 0 1 5 0 ..." in an ad beside its prices: a mobile
            # typed digit by digit after a contact cue is a phone, whatever order or price words are near (spaced_digits.py)
            findings.append(Finding(Kind.IDENTIFIER, "phone number", start, end))
            claimed.append((start, end))
            continue
        if not international and (order := _ORDER_NEAR.search(low, max(0, start - 70), start)) \
                and not order_value_spent(low, order.start(), start) \
                and not (person if person is not None else _titled(text, start, end)) \
                and not _CALL_WORDS.search(low, max(0, start - 70), min(len(low), end + 30)) \
                and not _ASK_ME_BEFORE.search(low, max(0, start - 30), start) \
                and not own_line_before(low, start):  # (round 21) "Commande ..., mon GSM 0488 ..." (own_lines.py)
            claimed.reject(start, end)
            continue  # "mi pedido número 1822685777", "tracking 3230580423780092"
        if not international and len(digits) == 10 and "nip" in low and _NIP_BEFORE.search(low, max(0, start - 90), start) \
                and nip_ok(digits):
            claimed.reject(start, end)
            continue  # "NIP firmy ... to 646-780-56-22": a tax number in its usual grouping (the ID finder judges it)
        if not international:
            if is_lookalike_context(text, start, end) and not texted_to_person(text, low, start) \
                    and not person_gave_number(text, low, start) \
                    or _ipv4(cand) or _SSN_SHAPE.match(cand) \
                    or _TAX_BEFORE.search(text, max(0, start - 40), start):
                claimed.reject(start, end)
                continue
            if "/" in cand and year_slash_number(cand):
                claimed.reject(start, end)
                continue  # "numer 2026/00871": a file's or an appointment's number, the year first (abroad_values.py)
            if _CODE_GROUPS_BEFORE.search(text, max(0, start - 40), start):
                claimed.reject(start, end)
                continue  # the tail of an account or reference code written in groups ("NL91 ABNA 0417 ...")
            separators = set(re.sub(r"\d", "", cand))
            if not keyword and _free_line(cand, digits, region, low):
                claimed.reject(start, end)
                continue  # (round 45) "El Consorcio ..., 900 222 665, atiende ...": a toll-free line, read by nobody else
            if not separators and not keyword and not _UK_MOBILE.match(digits) and not (
                    _FR_MOBILE.match(digits) and _FR_ARTICLE_BEFORE.search(low, max(0, start - 4), start)
                    and not _FR_CAME_IN.match(low, end)):
                continue  # a bare digit string is a phone only when introduced as one (or a UK mobile's 07 + 9)
            if separators and separators <= {"."} and not keyword and not (
                    _FR_DOTTED.fullmatch(cand) and _PHONE_KEYWORDS.search(before(low, start, 80))):
                continue  # dotted numbers are versions, IPs and dates unless introduced
            if "/" in separators and not digits.startswith("0") and not keyword:
                continue  # "12/04/1988" is a date; "0171/1234567" is a German phone
            if separators <= {" ", "\u00a0"} and not keyword and _thousands_like(cand) and not _OWNER_WORDS.search(
                    low[max(0, start - 50):end + 30]):
                continue  # "512 345 678" may be a count; "0151 2345678" or "415 555 0132" may not
            if len(digits) < 9:
                continue
            groups = [g for g in re.split(r"[ \u00a0.\-()/]+", cand) if g]
            if sum(1 for g in groups if len(g) == 1) > 1 or (separators <= {"."} and min(map(len, groups)) < 2):
                continue  # "4 8 15 16 23 42", "20240315.4"
            if len(groups) > 1 and all(len(g) == 3 for g in groups[1:]) and groups[-1] == "000":
                continue  # round thousands: "500 000 000"
        elif CURRENCY_AFTER.match(text[end:end + 10]) or lookalike_before(text, start):
            continue
        # drop trailing groups that do not belong to the number ("+48 604 218 935 2 razy")
        attempt = cand_parse
        shift = len(cand) - len(cand_parse)
        ok = False
        hint = None if international else language_region(low)
        for _ in range(3):
            answer = _phone_ok(attempt, international, keyword, region, hint)
            if answer == BUSINESS_LINE and hint and (kin or person or _number_of_person(low, start)
                                                     or _OWNER_WORDS.search(low, max(0, start - 30), start)):
                answer = _phone_ok(attempt, international, keyword, region)  # somebody's: not read as a business line
            if answer == BUSINESS_LINE and contact_me_before(low, start):
                answer = PHONE  # "proszę o kontakt pod nr 801 ...": the writer gives it as their own
            if answer == BUSINESS_LINE:
                claimed.reject(start, end)
                break  # the whole number is a toll-free or service line: none of its pieces is a phone
            if answer == PHONE:
                ok = True
                break
            cut = max(attempt.rfind(" "), attempt.rfind("-"))
            if cut <= 2:
                break
            attempt = attempt[:cut].rstrip(" -.")
            if len(re.sub(r"\D", "", attempt)) < 7:
                break
        if not ok and keyword and not international and not separators_of(cand) - {" "} \
                and _spoken_international(digits):
            ok, attempt = True, cand_parse  # read out with its country code, no plus
        if ok:
            stop = start + len(attempt) + shift
            findings.append(Finding(Kind.IDENTIFIER, "phone number", start, stop))
            claimed.append((start, stop))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see privacy_types.skip_ahead)
