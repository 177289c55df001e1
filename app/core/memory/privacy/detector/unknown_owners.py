"""A phone number, an e-mail address or a plate whose owner the writer does not know (round 43).

"Some number keeps calling me at 3am, 07700 900 467 - is there a way to find out who it is?", "Dzwonił do mnie numer 22
307 15 40 i się rozłączył", "Me ha escrito becas-gobierno@ayudas-estudio.net diciendo que pague. ¿Será timo?", "стоїть
машина KA 7723 CE, не знаю чия", "Eine Mail von rentenservice-info@web.de ... Wer steckt dahinter?": the value reached
the writer (or a parent) from outside - a caller, a sender, a car parked at the door - and the message asks who is
behind it. It identifies nobody the writer could expose: the writer does not know whose it is, a scam line is nobody's
private number. Such a message is a question about a stranger (yellow), not a disclosure; the finders (phones.py,
e-mail, plate readers) see only a value in a contact's words and call it red.

Read: a message whose only red findings are phone numbers, e-mail addresses or plates, and whose words say the owner
is unknown - "no idea who/whose", "keine Ahnung wer", "nie wiem kto/czyje", "ni idea de quién", "je ne sais pas qui",
"не знаю чия", "понятия не имею чей" -, that it is a scam ("scam", "Betrug", "oszust", "estafa", "arnaque", "шахраї",
"мошенники", "¿será timo?"), or that an anonymous someone used it ("some number", "someone called from", "ktoś
dzwoni", "jemand hat angerufen", "alguien me escribe", "quelqu'un m'envoie", "хтось надсилає", "кто-то звонит"), and
each value came IN: "from"/"z"/"von"/"de"/"del"/"з"/"с" before it, or a call or message verb near it.

A bare "a number" ("un numéro", "un número", "eine Nummer") is no cue: the article is everywhere ("remplace-le par un
numéro de test").

Red limits (the writer's own, a named person's, a value given out stay red): a possessive or a kin word owning the
value ("my number", "jej numer", "mamy numer", "de mi hermano"), a name or a title just before it ("pani Oksana",
"Herr Kowalski"), a request to contact it ("call me at", "napisz na", "écris à"), a second kind of finding (a name, an
address, an ID) in the message.

Round 45 (rphones): the stranger's value told without a word of not knowing. The caller family - "X keeps calling me",
"Le 06 ... m'appelle tous les jours", "Mich ruft ständig 0176 ... an", "dzwoni do mnie ciągle", "Me llaman del 910 ...
y cuelgan", "Мені дзвонять з 068 ...", "Мне названивают с ..." -, the claim of an office ("claiming to be HMRC",
"diciendo que son de Hacienda", "en disant être l'Assurance Maladie", "meinte, er sei von der Ausländerbehörde", "mówi,
że z działu odszkodowań", "кажуть, що з Пенсійного фонду": the number stays yellow whatever office it claims), the
question whether a sender is real ("is that them?", "¿es fiable?", "c'est officiel ?", "echt?", "to prawdziwe?",
"Це правда?") and the parked car ("parked across my drive", "parkt vor meiner Garage", "stoi na moim miejscu",
"aparcado en mi vado", "garée devant mon garage", "стоїть під під'їздом") with the question what to do. Those cues
are weaker than "no idea who": they hold only where no person of the writer's is in the message - a kin word or a
partner with a possessive ("my ex", "mein Mann", "moja siostra", "mi vecino", "колишній"), a name given ("his name
is", "звати", "se llama") - and the value came in (before it as in round 43, or the value the subject of a call or
message verb just after it: "07467 055191 keeps calling me", "Le 01 84 ... m'appelle", "+49 151 ... schreibt").

Round 46 (rfr): four more families of the stranger's value. A mail that came in from a mailbox with no given name or
initial in it ("Przyszedł mail z adresu zarzad.wspolnoty24@...", "Ich hab eine Jobzusage von hr-team@... bekommen") is a
stranger's or an office's sender under the weaker cues' limits (_mailbox_sender). "Nobody knows whose" ("nikt z sąsiadów
nie wie czyje", "ніхто не знає чия", "gehört keinem von uns") is a strong cue, and beside it a plate after a car's model
or colour counts as come in (_PARKED). "ktoś z numeru ...", "Чей номер, не знаю" said first. A sender's money claim told
after the value ("saying I'm owed £318", "diciendo que debo") beside the strong cue is the stranger's (_claimed_after).

Round 47 (rfr): the sender's claim of a refund for medicines or prescriptions ("saying I'm owed a refund for
prescription charges", "że mam do odebrania zwrot za leki") is the sender's, as the money claims of round 46; an office's
mailbox the rules leave unread ("maila od biuro@windykacja-...") is the contact such a claim came with; beside a
mailbox sender the weaker cues ("prawdziwy?", "real or not?", "kliknąć czy nie?") hold for the claim as for the
address alone (no person of the writer's in the message). A plate on a parked car beside a question to an authority
or a tow ("Ordnungsamt oder Polizei?", "can I get it towed?", "Gdzie to zgłosić?") counts as come in without the
strong cue, where no person of the writer's is in the message.

Round 48 (rfr): five more families of the stranger's value. The value itself asked about - "who is refunds@...?", "Wem
gehört +49 ...?", "c'est qui ...@...", "¿quién es ...?", "хто такий ...@...", "do kogo należy" - is the strong cue and
its way in at once; so is an anonymous someone's value ("some \"fines@...\" says", "dzwoni jakiś +48 ..."), and "don't
know her" after a sender. An office claimed ("angeblich", "rzekomo", "soi-disant", "supuestamente"), "Zurückrufen?",
"Stimmt das?" join the weaker cues. A plate read off a car that hit the writer's and drove off ("s'est enfui",
"weggefahren", "uciekł", "se dio a la fuga", "поїхав", "скрылся") or that loiters by a school with whom to tell asked
("je préviens qui ?", "¿a quién aviso?", "kogo powiadomić?") is a stranger's where no person of the writer's is in the
message; "find the owner" / "den Halter ermitteln" is the strong cue. A payee's bank account or card that came in
(a supplier's "new IBAN", a card posted in a chat) with the message's realness doubted ("ob die Mail echt ist", "si el
correo es legítimo") or the strong cue is the invoice-fraud family's (stranger_accounts.py); the writer's possessive
before it, an account paid from ("с карты ... мошенникам"), a person of the writer's keep it red.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.identity import _given_name
from app.core.memory.privacy.detector.identity_plates import ex_partner
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.owner_ties import mine_after
from app.core.memory.privacy.detector.stranger_cars import plate_part, stranger_car

_REASONS = frozenset({"phone number", "e-mail address", "licence plate with its owner", "vehicle registration or VIN",
                      # (round 45: the learned model's guess on the caller's number or the parked car's plate)
                      "number that looks private (learned model)", "value that looks like a password or key (learned model)"})

# the owner unknown, a scam, an anonymous someone (lower-cased text; with and without diacritics)
_UNKNOWN = LazyPattern(
    r"(?<!\w)(?:"
    r"no idea (?:who|whose)|(?:do ?n[o']?t|dont) know (?:who|whose)|not sure (?:who|whose)|who (?:it|this|that) (?:is|was)|"
    r"who is (?:it|this|that)|whose (?:it|this|that) is|find out who|who (?:keeps? )?(?:calls|called|is calling|texts|emails)|"
    r"(?<!has )(?<!had )some (?:number|one|guy|car|van)|someone (?:keeps? )?(?:call|text|email|messag|ring|send)\w*|unknown (?:number|caller|sender)|"
    r"scam\w*|phishing|fraud\w*|is (?:it|that|this) (?:a )?real|legit\b|"
    r"keine ahnung,? (?:wer|wem|von wem)|wei(?:ß|ss) (?:ich )?nicht,? (?:wer|wem)|wem (?:der|die|das|er|sie|es) geh(?:ö|o)rt|"
    r"kenne ich nicht|wer steckt|wer ruft|unbekannt\w*|jemand (?:hat|ruft|schreibt|schickt|simst)|"
    r"betrug\w*|betr(?:ü|u)ger\w*|enkeltrick|abzocke|ist das echt|"
    r"nie wiem,? (?:kto|czyj\w*)|nie mam (?:poj(?:ę|e)cia|zielonego poj(?:ę|e)cia),? (?:kto|czyj\w*)|kto to (?:jest|mo(?:ż|z)e)|"
    r"kto(?:ś|s) (?:dzwon|pisz|napisa|wysy|esemes)\w*|jaki(?:ś|s) numer|nieznan\w*|oszust\w*|oszukan\w*|(?:ś|s)ciem\w*|"
    r"wy(?:ł|l)udz\w*|naci(?:ą|a)gacz\w*|"
    # (round 46, rfr) nobody knows whose: "nikt z sąsiadów nie wie czyje", "ніхто не знає чия", "никто не знает, чья",
    # "nobody on the street knows whose", "niemand weiß, wem", "nadie sabe de quién", "personne ne sait à qui"; "gehört
    # keinem von uns"; "aucune idée à qui"
    r"(?:nobody|no one|niemand|nikt|nadie|personne|ніхто|никто)\s(?:[^\W\d_]+\s){0,3}?(?:knows?|wei(?:ß|ss)|wie|sabe|"
    r"(?:ne )?sait|не знає|не знает)|geh(?:ö|o)rt (?:keinem|niemandem)|belongs to (?:nobody|no one)|"
    # (round 46, rfr) someone from a number, whose it is said first: "ktoś z numeru 737 ... dzwoni", "someone from the
    # number ...", "jemand von der Nummer", "alguien desde el número", "quelqu'un du numéro"; "Чей номер, не знаю",
    # "czyj to numer - nie wiem", "whose number, I don't know"
    r"(?:kto(?:ś|s)|someone|somebody|jemand|alguien|quelqu['’]un) (?:z|from|von|desde|del|du|de) (?:the |der |el |le )?"
    r"(?:numer\w*|nr|number|nummer|n(?:ú|u)mero|num(?:é|e)ro|adres\w*|address|adresse|direcci(?:ó|o)n)|"
    r"(?:чий|чей|чия|чья|чь[её]|czyj\w*|whose|wessen)(?:[^\w\n]{1,3}[^\W\d_]+){0,2}?[^\w\n]{1,4}(?:не знаю|nie wiem|(?:i )?do ?n['’]?t know|"
    r"wei(?:ß|ss) ich nicht)|"
    r"ni idea de qui(?:é|e)n|no s(?:é|e) (?:de )?qui(?:é|e)n|qui(?:é|e)n es\b|alguien (?:me |le |nos )?(?:llam|escrib|mand|envi)\w*|"
    r"desconocid\w*|estafa\w*|(?:un|es|ser(?:á|a)|otro) timo\b|¿\s?(?:es )?(?:un )?timo\s?\?|fraude\w*|ser(?:á|a) (?:verdad|publicidad|un timo|timo|estafa|una estafa)|"
    r"je ne sais pas (?:du tout )?(?:qui|(?:à|a) qui)|aucune id(?:é|e)e (?:de |(?:à|a) )?qui|qui c['’]est|quelqu['’]un m['’]|"
    r"inconnu\w*|arnaque\w*|escroc\w*|hame(?:ç|c)onnage|"
    r"не знаю,? (?:чи[йяєї]|хто)|гадки не маю|невідом\w*|хтось|якийсь номер|шахра\w*|хто це|"
    # (round 50, rfr) who calls, asked: "kto dzwoni z ...?", "qui m'appelle", "хто дзвонить", "wer könnte das sein"; an
    # office's realness asked: "c'est vraiment l'Assurance maladie ?", "ist das die echte Rentenversicherung?"
    r"kto (?:do (?:mnie|nas) )?(?:dzwoni|pisze|wydzwania)|qui (?:m['’]|nous )?appelle|qui(?:é|e)n (?:me |nos )?llama|"
    r"хто (?:мені |нам )?(?:дзвонить|телефонує|пише)|кто (?:мне |нам )?(?:звонит|пишет)|wer k(?:ö|o)nnte das sein|"
    r"who (?:could|might) (?:it|this|that) be|c['’]est vraiment (?:l['’]|la |le |les )|ist das (?:wirklich )?(?:die|der|das) echte(?! nummer)|"
    r"не знаю,? (?:чей|чья|чь[её]|кто)|понятия не имею|неизвестн\w*|кто-то|какой-то номер|мошенни\w*|развод\b|кто это|"
    # (round 51, rfr) the sender's name known to nobody ("ich kenn keinen Schröder", "I don't know any Kowalski", "nie znam
    # żadnej ...", "no conozco a ningún ...", "je ne connais aucun ...", "не знаю жодного ..."); who they even are ("kto to w
    # ogóle jest?", "wer ist das überhaupt", "хто це взагалі"); the claim not known ("nic nie wiem o żadnym długu")
    r"kenn\w* (?:ich |wir )?(?:keine[nrm]?|niemand\w*)|(?:do ?n['’]?t|dont) know (?:any|anyone|anybody)\b|nie znam (?:(?:ż|z)adn\w*|nikogo)|"
    r"no conozco a (?:ning(?:ú|u)n\w*|nadie)|(?:ne )?connais (?:aucune?|personne)|не знаю (?:жодн\w*|ніяк\w*|нікого|никак\w*|никого)|"
    r"kto to w og(?:ó|o)le|wer ist (?:das|die|der) (?:(?:ü|u)berhaupt|eigentlich)|хто (?:це|вони) взагалі|кто (?:это|они) вообще|"
    r"nic nie wiem o (?:(?:ż|z)adn\w*|tym|tak\w*)|know nothing about (?:any|this|that|the|such)|(?:do ?n['’]?t|dont) know anything about|"
    r"wei(?:ß|ss) (?:ich )?nichts (?:von|(?:ü|u)ber)|no s(?:é|e) nada de|je ne sais rien (?:de|d['’]|sur)|"
    r"нічого не знаю (?:про|за)|ничего не знаю (?:о|об|про)|"
    # (round 48, rfr) the value itself asked about: "who is refunds@...?", "wer ist coach24@...?", "qui est ...@...",
    # "c'est qui ...", "¿quién es ...@...?", "хто такий ...@...", "Wem gehört +49 ...?", "do kogo należy"; an anonymous
    # someone's value ("some \"court-fines@...\" says", "dzwoni jakiś +48 ...", "irgendein +49 ..."); the owner to be
    # found ("find the owner", "den Halter rausfinden", "ustalić właściciela", "trouver le propriétaire"); whose, not
    # known by another ("la cofradía dice que no es suya", "настоятель каже, що не знає, чия вона")
    r"(?:who(?:['’]s| is)|wer ist|wem geh(?:ö|o)r(?:t|en)|qui est|c['’]est qui|qui(?:é|e)n es|de qui(?:é|e)n es|"
    r"хто так(?:ий|а)|кто так(?:ой|ая)|чий це|чей это|some|irgendein\w*|jaki(?:ś|s)|jaka(?:ś|s)|якийсь|якась|какой-то|"
    r"какая-то)\s?[\"'«„“]?(?=[\w.+\-]+@|\+?\d)|"
    r"do kogo (?:to |ten \w+ |te \w+ )?nale(?:ż|z)\w*|(?:à|a) qui (?:appartient|est (?:ce|cette))|a qui(?:é|e)n pertenece|"
    r"who (?:it|this|that) belongs to|кому (?:належить|принадлежит)|"
    r"(?:find|trace|identify) (?:out )?(?:the |its )?owner|halter\w*(?: \w+){0,2} (?:ermitteln|herausfinden|rausfinden|"
    r"finden|rauskriegen)|(?:ustali(?:ć|c)|znale(?:źć|zc)|sprawdzi(?:ć|c)) w(?:ł|l)a(?:ś|s)ciciel\w*|"
    r"(?:encontrar|averiguar|localizar) (?:al|el) due(?:ñ|n)o|(?:trouver|retrouver|identifier) (?:le|son) propri(?:é|e)taire|"
    r"знайти власника|найти владельца|"
    r"c['’]est qui\s?\?|do ?n['’]?t know (?:her|him|them)\b|do(?:es)?n['’]?t know (?:who|whose)|does not know (?:who|whose)|no (?:es|son) suy[oa]s?|"
    r"не зна(?:є|ють),? (?:чи[йяєї]|хто)|не зна(?:ет|ют),? (?:чей|чья|чь[её]|кто)|nie wie(?:dz\w*)?,? (?:kto|czyj\w*)|"
    # (round 49, rfr) whose the car, the number or the account is, asked: "comment savoir à qui elle est ?", "jak ustalić
    # czyje to auto?", "whose car it is?", "¿de quién es el coche?", "Чия це машина АІ ...?", "чья это машина?" (a
    # question: its mark follows in the sentence); "on ne sait pas à qui elle est"
    r"(?:(?:à|a) qui (?:elle|il) est|whose (?:car|van|number|account) (?:it|this|that) is|czyje (?:to )?(?:auto|samoch(?:ó|o)d|"
    r"konto|numer)|de qui(?:é|e)n es (?:el|la|ese|esa|este|esta) (?:coche|n(?:ú|u)mero|cuenta))(?=\s?\?)|"
    r"(?:чи[йяє] (?:це )?(?:машина|авто|номер|рахунок)|ч(?:ей|ья|ьё|ье) (?:это )?(?:машина|авто|номер|сч(?:е|ё)т))"
    r"(?=[^.!?\n]{0,20}\?)|"
    r"(?:on|nous|personne) ne sai(?:t|s|ons) pas (?:(?:à|a) )?qui"
    r")")
# the value came in: a "from" word, or a call/message verb, just before it (lower-cased text)
_INBOUND = LazyPattern(
    # (round 46, rfr: Polish "od" - "dostałam wiadomość od pomoc.techniczna@...")
    r"(?:(?<!\w)(?:from|von|vom|z|ze|od|de|del|des|du|desde|з|із|зі|с|со|от|від)|"
    r"(?:call|ring|rang|text|email|messag|anruf|ruft|dzwon|llam|appel|дзвон|звон|телефону|телефони|пиш|пиш|лист|письм|mail|sms|смс|"
    r"escrib|escrit|(?:é|e)cri|schreib|napisa|envoy|envi|mand|названив)\w*"
    # an anonymous sender named by a value: "un certain colis.suivi@...", "eine gewisse info@...", "un tal soporte@..."
    r"|(?<!\w)(?:certaine?|gewisse[rn]?|tal|jaki(?:ś|s)|якийсь|якась|какой-то|какая-то)"
    r"|(?:number|nummer|numer\w*|n(?:ú|u)mero|num(?:é|e)ro|номер\w*|adres\w*|address|adresse|direcci(?:ó|o)n|адрес\w*|адрес)"
    r"|(?:plate|kennzeichen|rejestracj\w*|matr(?:í|i)cula|immatricul\w*|номер\w*|auto|car|van|coche|voiture|машин\w*|"
    r"samoch(?:ó|o)d\w*|furgo\w*|wagen|transporter|fourgon\w*|camionnette|фургон\w*|truck|lorry))"
    r"[^\n.!?]{0,40}\Z"
    # (round 48, rfr) "some \"court-fines@...\" says", "irgendein +49 ..."; the value asked about just before it:
    # "who is ...@...?", "Wem gehört +49 ...?", "c'est qui ...", "¿quién es ...?"
    r"|(?<!\w)(?:some|irgendein\w*|who(?:['’]s| is)|wer ist|wem geh(?:ö|o)r(?:t|en)|qui est|c['’]est qui|qui(?:é|e)n es|"
    r"хто так(?:ий|а)|кто так(?:ой|ая)|чий це|чей это|"
    # (round 49, rfr) "kto to jest ks.kancelaria...@...?", "who's this +44 ...?", "хто це ...", "кто это ..."
    r"kto to(?: jest)?|who['’]s this|who is this|хто це|кто это)\s?[\"'«„“]?\Z")
# (round 47, rids) the value the writer logs in with, named so before it: "El correo con el que entro en la app de ... es
# ...", "the email I log in to the portal with is ...", "die Adresse, mit der ich mich anmelde, ist ...", "mail, na który
# się loguję", "l'adresse avec laquelle je me connecte", "пошта, з якою я заходжу", "почта, с которой я захожу" - the
# writer's login, whatever app or office the sentence names (lower-cased text)
_LOGS_IN = LazyPattern(
    r"(?<!\w)(?:con (?:el|la) que (?:entro|me (?:registr|conect|logu)\w*|inicio sesi[oó]n|accedo)|"
    r"i (?:log|sign) (?:in|on|into)(?! with google)|i use to (?:log|sign) in|"
    r"mit (?:der|dem|denen) ich mich (?:an|ein)\w*|"
    r"na (?:który|ktory|którą|ktora|które) (?:się )?(?:loguj\w*|zaloguj\w*)|(?:którym|ktorym|którą|ktora) (?:się )?loguj\w*|"
    r"avec (?:lequel|laquelle) je me (?:connecte|logue|log)|"
    r"з (?:якою|яким) я? ?(?:заходжу|входжу|логінюсь)|с (?:которой|которым) я? ?(?:захожу|вхожу|логинюсь))(?!\w)[^\n]{0,50}\Z"
)
# the value owned or given out just before it (lower-cased text)
_OWNED = LazyPattern(
    r"(?:(?<!\w)(?:my|his|her|their|our|mój|moj\w*|jego|jej|ich|mein\w*|sein\w*|ihr\w*|unser\w*|mi|su|nuestr\w*|mon|ma|son|sa|"
    r"notre|leur|мій|моя|моє|мой|моя|моё|його|її|его|ее|её|наш\w*)\s(?:[^\W\d_]+(?:['’]s)?\s)?(?:new |nowy |neue\w* )?"
    r"(?:numbers?|nummer\w*|numer\w*|n(?:ú|u)mero|num(?:é|e)ro|номер\w*|e-?mail\w*|mail\w*|adres\w*|address|adresse|"
    r"correo|direcci(?:ó|o)n|пошт\w*|почт\w*|адрес\w*|plate|kennzeichen|rejestracj\w*|matr(?:í|i)cula|immatriculation|"
    r"mobile|cell|handy|kom(?:ó|o)rk\w*|m(?:ó|o)vil|portable|телефон\w*)[^\n]{0,40}\Z|"
    r"(?<!\w)(?:call me|text me|ring me|write to|email me|reach me|contact me|napisz|zadzwo(?:ń|n) do mnie|schreib(?:en sie)? mir|"
    r"(?:ruf|rufen sie) mich|erreichen sie mich|escr(?:í|i)be(?:me|le)|ll(?:á|a)ma(?:me|le|nos)|me llame|llamarme|m['’]appeler|"
    r"(?:é|e)cri(?:s|vez)-moi|appelle[sz]?-moi|напиш\w*|подзвон\w*|позвон\w*|"
    # (round 47, rids) a courier or a driver told to call: "хай дзвонить +380 ...", "пусть звонит на ...", "niech dzwoni
    # na ...", "que me llame al ...", "qu'il m'appelle au ...", "soll mich unter ... anrufen", "have him call ..."
    r"(?:хай|нехай|пусть|пускай) (?:мені |мне )?(?:дзвон|звон|пиш|набира|набер)\w*|niech (?:do mnie )?(?:dzwoni|zadzwoni|pisze|napisze)|"
    r"que me (?:llame|escriba)|qu['’](?:il|elle|ils) m['’](?:appelle|appellent|[ée]crive)|soll(?:en)? mich|"
    r"(?:have|tell) (?:him|her|them|the driver|the courier) (?:to )?(?:call|text|ring))|"
    r"(?<!\w)(?:pani|pan|herr|frau|se(?:ñ|n)ora?|madame|monsieur|mme)\s[A-ZА-ЯЁІЇЄa-zа-яёіїє]\w*|"
    # (round 45) the writer's own beside a stranger's: "..., my own is 07912 ...", "el mío es el ...", "le mien c'est le"
    r"(?<!\w)(?:my own|mine|el m(?:í|i)o|le mien|la mienne|meine eigene|m(?:ó|o)j w(?:ł|l)asny|мій власний|мой собственный))"
    r"[^\n]{0,16}\Z")


# the owner known after all, or the writer: "gehört mir", "belongs to my brother-in-law", "das bin ich", "found out who
# it is", "my car ... plate", "Halter bin ich", "auf mich zugelassen" (lower-cased text, the whole message)
KNOWN = LazyPattern(
    r"(?<!\w)(?:found out|figured out|turns out|turned out|now i know|i know who|"
    r"geh(?:ö|o)rt (?:mir|mein\w*|zu mein\w*)|herausgefunden|halter bin ich|auf mich (?:zugelassen|angemeldet)|das bin ich|"
    r"belongs to (?:me|my)|is mine|that(?:['’]s| is) me|registered (?:to|in) (?:me|my)|(?:she|he)(?:['’]s| is) my|"
    r"nale(?:ż|z)y do (?:mnie|mo\w*)|to ja\b|ju(?:ż|z) wiem|teraz wiem|okaza(?:ł|l)o si(?:ę|e)|na mnie zarejestr\w*|"
    r"ya s(?:é|e) qui(?:é|e)n|es m(?:í|i)o|soy yo|a mi nombre|resulta que|"
    r"c['’]est moi|(?:à|a) mon nom|je sais (?:maintenant )?qui|"
    r"це я|це моя|належить (?:мені|мо\w*)|на мене|вже знаю|тепер знаю|"
    r"это я|это моя|принадлежит (?:мне|мо\w*)|на меня|уже знаю|теперь знаю|оказалось)(?!\w)|"
    r"(?<!\w)(?:my|mein\w*|mój|moj\w*|mi|ma|mon|моя|мій|моє|мой|моё)\s(?:[^\W\d_]+\s){0,2}"
    r"(?:auto|car|van|wagen|polo|golf|samoch(?:ó|o)d\w*|coche|voiture|машин\w*|авто\w*)(?!\w)")
# a name just after the value: "WA 290XK, Marek Zieliński" (original text)
# (round 46, rfr: not a quotation the value opens - "SMS з +380 ...: «Нова Пошта: ваша посилка ...»")
_NAME_AFTER = LazyPattern(r"(?:(?![«\"„“])\W){0,3}\s?(?:[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+\s){1}"
                          r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+")


# Round 45: the caller family, an office's claim, a sender's realness asked, a parked car (lower-cased text; weaker
# cues than _UNKNOWN's: they hold only without a person of the writer's in the message, _PERSON)
_CALLED = LazyPattern(
    r"(?<!\w)(?:"
    r"keeps? (?:calling|ringing|texting|messaging|emailing|phoning)|(?:calls|called|rang|texted|messaged|emailed) me|"
    r"calling me|texting me|got (?:a|an|another) (?:call|text|sms|message|email|mail|e-mail|voicemail)|missed calls?|"
    r"(?:hangs?|hung) up|should i (?:call (?:it |them )?back|answer|reply|pick up|click|respond|block)|claim(?:s|ed|ing) to be|"
    r"(?:says?|said|saying) (?:they|he|she|it)(?:['’]re| are| is| was| were|['’]s) (?:from|with)|pretending to be|"
    r"is (?:it|that|this) (?:really |actually )?(?:them|genuine)|real or (?:not|fake|phishing)|fishy|spam|who even is|"
    # the number or the sender not known: "un número que no conozco", "je connais pas ce numéro", "unfamiliar number"
    r"unfamiliar|(?:i )?do ?n['’]?t (?:know|recogni[sz]e) (?:this|the|that) (?:number|address|sender|car|van)|"
    # (round 49, rfr) the same in Ukrainian and Russian, and German with its noun: "Я не знаю цей номер", "Номер не
    # знаю", "Этот номер не знаю", "ich kenne die Nummer nicht", "kenne den Absender nicht"
    r"(?:не знаю|не впізнаю|не узнаю) (?:(?:ц(?:ей|ю|ього|е|і)|(?:э|е)т(?:от|у|ого|и)) )?(?:номер|адрес|пошт|почт|"
    r"машин|авто)\w*|(?:номер|адрес|машин\w*)(?: (?:цей|этот|эту|цю))? не знаю|"
    r"kenn(?:e|en) (?:ich |wir )?(?:die(?:se)?|den|diesen|das|dieses) (?:nummer|absender\w*|mail\w*|adresse|auto|wagen) nicht|"
    r"(?:que )?no (?:lo |la )?conozco|(?:je )?(?:ne )?(?:le |la )?connais pas|nie znam|kenn(?:e|en)? (?:ich |wir )?(?:die|den|das|ihn|sie) nicht|"
    r"who (?:would|could|might) (?:be )?(?:call|text|ring|email|messag)\w*|"
    r"parked (?:across|outside|in front|on|in|at|opposite|behind)|(?:keeps?|been) parking|"
    r"who (?:do|should) i (?:call|ask|report|tell|contact)|"
    r"ruft (?:mich )?(?:st(?:ä|a)ndig|dauernd|immer wieder|seit|t(?:ä|a)glich|jeden tag|mehrmals|st(?:ü|u)ndlich)|ruft mich|"
    r"legt (?:immer |sofort |dann )?(?:wieder )?auf|anrufer\w*|wer (?:ist|war) das|wer k(?:ö|o)nnte|"
    r"kennt (?:die|den|das|ihn|sie) jemand|behaupte\w*|(?:meinte|sagt|sagte|meint)\w*,? (?:er|sie|es) (?:sei|w(?:ä|a)re)|"
    r"gibt sich als|echt|seri(?:ö|o)s|fake|wessen|parkt|blockiert|abschlepp\w*|wo melde|an wen wende|"
    # (round 48, rfr) an office claimed ("angeblich Deutsche Bank", "supposedly the bank", "rzekomo z banku", "soi-disant
    # la banque", "supuestamente del banco"), a call back asked ("Zurückrufen?"), a sender's word doubted ("Stimmt das?",
    # "hat mir geschrieben, sie sei ...")
    r"angeblich|supposedly|allegedly|rzekomo|soi-disant|pr(?:é|e)tendument|supuestamente|zur(?:ü|u)ckrufen\s?\?|"
    r"stimmt das|geschrieben,? (?:er|sie|es) (?:sei|w(?:ä|a)re)|"
    r"dzwoni(?:ą|a|(?:ł|l)\w*)? (?:do mnie|ci(?:ą|a)gle|codziennie|non stop|co ?dziennie)|roz(?:ł|l)(?:ą|a)cz\w*|"
    r"oddzwoni(?:ć|c)\s?\?|oddzwania(?:ć|c)\s?\?|nie odebra\w*|nie znam (?:tego|tej|go)|co to za (?:firma|numer|adres)|"
    r"telemarketing\w*|klika(?:ć|c)|klikn(?:ą|a)(?:ć|c)|(?:to|czy to) prawd\w*|prawdziw\w*|to na pewno|podaj\w* si(?:ę|e) za|podszyw\w*|"
    r"m(?:ó|o)wi(?:ł|l)?\w*,? (?:(?:ż|z)e )?(?:jest )?(?:z|ze)|stoi (?:na|pod|przed|od)|parkuje|zastawi\w*|"
    r"gdzie (?:to )?zg(?:ł|l)osi(?:ć|c)|czyje to|"
    r"me (?:llama|llaman|llam(?:ó|o)|llamaron|han llamado|ha llamado|escribe|escribi(?:ó|o)|ha escrito|escriben|mandan|"
    r"manda|llegan|lleg(?:ó|o))|cuelga\w*|bloqueo|devuelvo la llamada|diciendo que|dicen? que (?:es|son) de|"
    r"se hacen? pasar|(?:es|ser(?:á|a)) (?:de )?(?:verdad|real|fiable|seguro)|no me suena|aparcad\w*|mi vado|"
    r"a qui(?:é|e)n (?:aviso|llamo|llamar|le pregunto)|gr(?:ú|u)a|"
    r"m['’](?:appelle|a appel(?:é|e)e?|appellent|ont appel(?:é|e)e?|(?:é|e)crit|envoie)|qui m['’]|raccroch\w*|"
    r"d(?:é|e)marchage|je (?:rappelle|d(?:é|e)croche|r(?:é|e)ponds)|en disant (?:(?:ê|e)tre|que)|se fai\w* passer|"
    r"c['’]est (?:vraiment |bien )?(?:officiel|s(?:é|e)rieux|vrai|fiable)|louche|gar(?:é|e)e|stationn\w*|"
    r"qui pr(?:é|e)venir|je fais quoi|"
    r"(?:мені )?дзвон(?:ять|ить|или|ив|ила)|скида(?:є|ють)|передзвон(?:ити|ювати)\s?\?|блокувати|кажуть,? (?:що|ніби)|нібито|"
    r"це правда|правда|справжн\w*|стоїть (?:під|біля|на|перед|у|в)|кого (?:спитати|питати)|куди (?:звертатися|звернутися)|"
    r"звон(?:ят|ит|или|ил|ила)|названива\w*|сбрасыва\w*|перезванива\w*|говорят,? (?:что|из)|представля\w*|якобы|"
    r"это правда|какой это оператор|стоит (?:под|у|возле|перед|на)|кому (?:звонить|жаловаться)|чей (?:он|это)"
    r")(?!\w)")
# a person of the writer's in the message: a kin word or a partner after a possessive, an ex, a name given (lower-cased)
_PERSON = LazyPattern(
    r"(?<!\w)(?:"
    r"(?:my|his|her|mein\w*|sein\w*|ihr\w*|m(?:ó|o)j\w*|jego|jej|mi|mis|su|mon|ma|son|sa|мій|моя|мого|моєї|моїй|мой|моего|"
    r"моей|його|її|его|ее|её|наш\w*)\s(?:[^\W\d_]+\s)?(?:"
    r"husband|wife|boyfriend|girlfriend|partner|friend|neighbou?r|mum|mom|mother|dad|father|sister|brother|son|daughter|"
    r"boss|landlord|mann|frau|freund\w*|nachbar\w*|mutter|mama|vater|papa|schwester|bruder|sohn|tochter|chef\w*|"
    r"vermieter\w*|m(?:ą|a)(?:ż|z)\w*|(?:ż|z)on\w*|ch(?:ł|l)opak\w*|dziewczyn\w*|przyjaci\w*|kole(?:ż|z)an\w*|koleg\w*|"
    r"s(?:ą|a)siad\w*|mam\w*|tat\w*|siostr\w*|brat\w*|syn\w*|c(?:ó|o)rk\w*|szef\w*|marido|mujer|novi[oa]|amig[oa]|"
    r"vecin[oa]|madre|padre|herman[oa]|hij[oa]|jef[ea]|casero|mari|femme|copain|copine|ami|amie|voisin\w*|m(?:è|e)re|"
    r"p(?:è|e)re|s(?:œ|oe)ur|fr(?:è|e)re|fils|fille|patron\w*|чолов\w*|дружин\w*|хлопц?\w*|дівчин\w*|друг\w*|подруг\w*|"
    r"сусід\w*|мам\w*|тат\w*|сестр\w*|брат\w*|син\w*|доньк\w*|доч\w*|муж\w*|жен\w*|парн\w*|девушк\w*|сосед\w*|отц?\w*|"
    r"сын\w*|начальни\w*)|"
    r"ex|ex-\w+|exfreund\w*|exmann|exfrau|by(?:ł|l)(?:y|ego|a|ej) (?:m(?:ą|a)(?:ż|z)\w*|partner\w*|ch(?:ł|l)opak\w*)|"
    r"колишн\w*|бывш\w*|(?:his|her) name|name is|звати|зовут|se llama|hei(?:ß|ss)t|nazywa si(?:ę|e)|s['’]appelle|"
    # a neighbour, a title before a name, an owner named, a kin word that needs no possessive
    r"neighbou?rs?|nachbar(?:in|n|s|innen)?|s(?:ą|a)siad\w*|vecin[oa]s?|voisin\w*|сусід\w*|сосед\w*|"
    r"herrn?|frau|pan|pana|pani|panu|mr|mrs|ms|miss|monsieur|madame|mme|m\.(?=\s?[^\W\d_])|se(?:ñ|n)ora?|do(?:ñ|n)a|"
    r"пан|пані|пана|(?:auto|samoch(?:ó|o)d|w(?:ó|o)z) (?:tego|tej)|"
    # (round 46, rfr: "należy mi się 18 tys." is "I am owed", no owner; round 51: "мені належить виплата" the same)
    r"(?<!wem )(?<!qui )(?<!kogo )(?<!кому )(?<!who )(?<!мені )(?<!мне )(?:belongs?|belonging|geh(?:ö|o)rt|nale(?:ż|z)y|appartient|pertenece|"
    r"належить|принадлежит)(?!\s?\?)(?! mi si(?:ę|e))"
    # (round 46, rfr) belonging to nobody, an owner to be found: "gehört keinem von uns", "can the council find the owner?"
    r"(?!\s(?:keine\w*|niemand\w*|nikomu|nobody|no one|(?:à )?personne|a nadie|нікому|никому))|власни\w*|владел\w*|"
    r"(?<!ustalić )(?<!ustalic )(?<!znaleźć )(?<!znalezc )w(?:ł|l)a(?:ś|s)ciciel\w*|halter\w*(?! (?:ermitteln|herausfinden|finden))|"
    r"(?<!find the )(?<!trace the )(?<!find its )owner|propri(?:é|e)taire|due(?:ñ|n)[oa]|"
    r"papa|mama|maman|tonton|tata|oma|opa|babci\w*|dziadk?\w*|бабус\w*|дідус\w*|бабушк\w*|дедушк\w*|mum|mom|dad|nana|"
    r"granny|grandma|grandpa|abuel[oa]|mam(?:á|a)|pap(?:á|a)|mamie|papi|szwagr\w*|beau-fr(?:è|e)re|schwager\w*|"
    # a kin word in the genitive owning the car or the phone: "Samochód brata, DW 386GU", "телефон сестри"
    r"brata|siostry|m(?:ęż|ez)a|(?:ż|z)ony|syna|c(?:ó|o)rki|ojca|matki|te(?:ś|s)ciow\w*|брата|сестри|сестры|чоловіка|мужа|"
    r"дружини|жены|сина|сына|доньки|дочки|батька|отца|матері|матери|"
    # a known he or she the call verb follows: "il m'appelle du 06 ...", "він дзвонить з ..."
    r"(?:he|she|il|elle|er|він|вона|он|она|ona|(?:é|e)l|ella)\s(?:\S+\s){0,3}?"
    r"(?:keeps? (?:call|text|ring)|calls|texts|rings|m['’]appel|m['’](?:é|e)cri|ruft|schreibt|dzwoni|pisze|дзвон|пише|"
    r"звон|пишет|me llama|me escribe)\w*"
    r")(?!\w)")
# the value asked to be called, not a caller's: "хай дзвонить на 050 ...", "qu'il m'appelle au 06 ...", "zurückrufen
# unter 0151 ...", "call back on +44 ...", "oddzwonić na ..." (lower-cased text just before the value)
_DIRECTED = LazyPattern(r"(?<!\w)(?:(?:на|au|at|on|unter|pod|na|al|to|an|under)(?:\s(?:numer|number|nummer|n(?:ú|u)mero|"
                        r"num(?:é|e)ro|номер|mobile|handy|cell|kom(?:ó|o)rk\w*|m(?:ó|o)vil|portable|телефон)\w*)?|"
                        r"(?:me|mir|mnie|мені|мне|moi)\s?:|(?:хай|нехай|пусть)\s\w+\s(?:мені|мне)|"
                        # (round 48, rids) the mailbox a notice is sent TO: "no me llegan los avisos ... al correo ...",
                        # "notifications never reach the email ...", "an die Adresse", "na adres", "à l'adresse", "на пошту"
                        r"(?:al|a|à|to|into|an|auf|in|na|w|на|в|у)\s(?:(?:la|l['’]|the|my|die|meine?|mi|mon|ma|mój|moj\w*|"
                        r"мою|мій|мой|свою|свій)\s?)?(?:correo|e-?mail|mail|adres\w*|address|adresse|direcci(?:ó|o)n|"
                        r"пошт\w*|почт\w*|inbox|postfach|skrzynk\w*)\w*)\W{0,3}\Z")
# (round 48, rids) the number somebody is to call the writer back on: "said they'd ring back within 24h on 07496 ...",
# "oddzwonią na 512 ...", "rufen mich unter 0176 ... zurück", "me devolverán la llamada al 6..", "me rappeler au 06 ...",
# "передзвонять на 067 ...", "перезвонят на ..." - the writer's own line, whatever office or scam the message names
_CALLBACK = LazyPattern(
    r"(?<!\w)(?:(?:ring|call|phone|text)\w* (?:me |us |you )?back|callback|call-back|oddzwoni\w*|zur(?:ü|u)ckruf\w*|"
    r"zur(?:ü|u)ckrufen|devolver\w* la llamada|rappeler|me rappelle\w*|передзвон\w*|перезвон\w*)"
    r"(?!\w)[^\n.!?]{0,30}?(?<!\w)(?:on|at|to|na|pod|unter|an|al|au|на)\s\Z")
# the value the subject of a call or message verb just after it: "07467 055191 keeps calling me", "Le 01 84 ...
# m'appelle", "+49 151 ... schreibt", "0501356353 пише" (lower-cased text)
_CALLS_AFTER = LazyPattern(
    r"[^\n.!?]{0,12}?(?<!\w)(?:keeps? (?:calling|ringing|texting|messaging)|(?:calls|called|rang|texted|texts|rings) me|"
    r"m['’](?:appelle|a appel|appellent|(?:é|e)crit|envoie|a envoy|a (?:é|e)crit)|ruft|schreibt|simst|hat mir|dzwoni|pisze|napisa|"
    r"wysy(?:ł|l)a|me (?:llama|escribe|manda)|дзвон\w*|пише|звонит|пишет|названива|"
    # (round 49, rfr) the sender offers or asks: "hr...@gmail.com пропонує роботу ... і просить фото паспорта",
    # "recrutement...@gmail.com me propose 2 000 €", "offers me a job", "bietet mir", "proponuje", "me ofrece", "предлагает"
    r"offers? (?:me|a|us)|(?:is )?offering|bietet|proponuj\w*|oferuj\w*|me (?:ofrece|propone|pide)|me propos\w*|пропону\w*|"
    r"предлага\w*)")
# a capitalised word (original text; _names_someone skips those opening a sentence) and a full name set off by commas
# ("El del chalet 17, Rafa Montero, deja su furgoneta ...")
_CAPITAL = LazyPattern(r"(?<![^\W\d_])[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+")
_SET_OFF_NAME = LazyPattern(r", [A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+ "
                            r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+,")


# a code word just before a value the learned model took for a password or key: a one-time or verification code that came
# in ("Booking.com texted me a confirmation code AB12CD") is the writer's secret, whoever sent it (lower-cased text)
_CODE_WORD = LazyPattern(r"(?<!\w)(?:code|codes|kod\w*|c(?:ó|o)digo\w*|код\w*|pin|passwor\w*|passwort\w*|has(?:ł|l)\w*|"
                         r"contrase(?:ñ|n)a\w*|mot de passe|парол\w*|otp|tan|token\w*|clave)(?!\w)[^\n]{0,30}\Z")
_LEARNED_KEY = "value that looks like a password or key (learned model)"
_MONEY = "personal finances"
_HEALTH = "health information"
_CLAIMED_REASONS = frozenset({_MONEY, _HEALTH})
# (round 47, rfr) a refund or a payout claimed: the health finding a sender's claim only beside one (lower-cased text)
_REFUND = LazyPattern(
    r"(?<!\w)(?:refund\w*|owed|reimburs\w*|zwrot\w*|do odebrania|wyp(?:ł|l)at\w*|erstatt\w*|r(?:ü|u)ckzahl\w*|"
    r"r(?:ü|u)ckerstatt\w*|guthaben|reembols\w*|devoluci(?:ó|o)n|rembours\w*|повернен\w*|відшкодуван\w*|виплат\w*|"
    r"возврат\w*|компенсац\w*|выплат\w*)(?!\w)")
# (round 47, rfr) an e-mail address in the text (the sender an office's mailbox the rules do not read as private)
_MAIL_ADDRESS = LazyPattern(r"(?<![\w.+\-])[\w.+\-]{2,64}@[\w\-]+(?:\.[\w\-]+)*\.[a-z]{2,12}(?![\w\-])")

# Round 46 (rfr): a mail that came in from a mailbox with no person's name in it. "Przyszedł mail z adresu
# zarzad.wspolnoty24@..., nasz zarząd nigdy nie pisał z takiego adresu", "Ich hab eine Jobzusage von hr-team@...
# bekommen", "J'ai reçu une offre de recrutement@...", "Me ha llegado una factura de administracion@...", "Прийшов лист з
# адреси dopomoga.ukr@...", "письмо от vozvrat.nalog@...": the sender's address, read where a mail word stands before the
# "from" word (lower-cased text just before the value). The writer tells what reached them and from whom; an address made
# of an office's or a nickname's words (no given name, no initials) is nobody the writer could expose - a stranger's
# mailbox (yellow), as round 45's weaker cues hold it: only without a person of the writer's in the message.
_MAIL_FROM = LazyPattern(
    r"(?<!\w)(?:e-?mail\w*|mail\w*|correo\w*|courriel\w*|message\w*|nachricht\w*|wiadomo(?:ś|s)\w*|list|lyst|"
    r"лист\w*|письм\w*|повідомленн\w*|сообщени\w*|invoice|factura|facture|rechnung|faktur\w*|offer|offre|oferta|"
    r"angebot|jobzusage|zusage|request|demande|solicitud|pro(?:ś|s)b\w*|запит\w*|запрос\w*|alert|notice|aviso|avis|"
    r"anfrage|zaproszeni\w*|invitation|einladung|invitaci(?:ó|o)n|запрошенн\w*|приглашени\w*|newsletter|sms|смс)"
    r"(?:[^\n.!?@]{0,40}?)\s(?:from|von|vom|z|ze|od|de|del|desde|з|із|від|с|со|от)"
    r"(?:\s(?:the |der |dem |l['’])?(?:address|adres\w*|adresse|direcci(?:ó|o)n|адрес\w*))?\s?[\"'«„“]?\Z")
# a mail verb with the sender as its subject: "Me escribe herencias...@", "Пише якийсь ...@" (lower-cased text)
_MAIL_VERB = LazyPattern(r"(?<!\w)(?:me (?:escribe|escribi(?:ó|o)|ha escrito|escriben|manda)|пише|пишет|"
                         r"m['’](?:(?:é|e)crit|envoie|a (?:é|e)crit))\s(?:\w+\s)?[\"'«„“]?\Z")
# a given name's trace in the address's local part: a one-letter initial ("m.r.silva77", "k.nowicka"), a given name, or
# a given name glued to a surname ("mateokovalenko24", "lenabaker76")
_LOCAL_PARTS = LazyPattern(r"[^\W\d_]+")


# (round 46, rfr) a name just before the value, a mail header's display name: "Od: Grażyna Lis <grazynalis...@...>"
# (original text)
_NAME_BEFORE = LazyPattern(r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+\s"
                           r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ\-]+\s?[<(\[]\s?\Z")


# Round 46 (rfr): a plate on a car that stands where the writer sees it - after its model or colour as often as after
# "car" ("une Clio grise FT-302-MA se gare tous les jours", "czarna octavia WE 912HR", "A silver Astra, LB68 XWN, has been
# parked across my loading bay", "audi GD 7735K, które co rano staje mi na kopercie"): the parked or standing car is the
# plate's way in - read only beside the strong cue ("nikt z sąsiadów nie wie czyje", "aucune idée à qui"): a parked car
# with a weaker cue is as often a named neighbour's or a date's ("Bogdan z 3 piętra ... zawsze staje na moim miejscu")
# (lower-cased text)
_PLATE_REASONS = frozenset({"licence plate with its owner", "vehicle registration or VIN"})
_PARKED = LazyPattern(
    r"(?<!\w)(?:park(?:ed|s|ing)|blocking|blocks|abandoned|"
    r"park(?:t|en|te)|steht|blockiert|abgestellt|"
    r"parkuj\w*|zaparkowan\w*|stoi|staje|zastawi\w*|porzucon\w*|"
    r"aparca\w*|estacionad\w*|bloquea\w*|abandonad\w*|"
    r"se gare|gar(?:é|e)e?s?|stationn\w*|bloque\w*|abandonn\w*|"
    r"стоїть|припаркован\w*|паркуєт\w*|блоку\w*|"
    r"стоит|паркуетс\w*|блокиру\w*|брошен\w*|"
    # (round 48, rfr) a car that waits or loiters: "hangs around the school", "kręci się pod szkołą", "que para todos los
    # días a la salida del cole", "rôde", "кружляє", "крутится"
    r"lurk\w*|loiter\w*|hanging around|hangs around|circling|kr(?:ąż|az)y|kr(?:ę|e)ci si(?:ę|e)|herumlungert|"
    r"(?:que|se) para (?:todos|cada|siempre|delante|enfrente)|merodea\w*|ronda\b|r(?:ô|o)de\w*|tourne autour|"
    r"кружля\w*|крутит\w*|кружит)(?!\w)")


# (round 47, rfr) a parked car reported or towed: an authority, a tow, a report (lower-cased text)
_REPORT = LazyPattern(
    r"(?<!\w)(?:report(?:ed|ing)?|tow(?:ed|ing)?|clamp\w*|police|council|traffic warden|"
    r"ordnungsamt|polizei|abschlepp\w*|melden|anzeigen|"
    r"zg(?:ł|l)osi(?:ć|c)|zg(?:ł|l)asza(?:ć|c)|stra(?:ż|z)\w* miejsk\w*|policj\w*|odholow\w*|lawet\w*|"
    r"denunci\w*|gr(?:ú|u)a|polic(?:í|i)a|ayuntamiento|fourri(?:è|e)re|signaler|mairie|"
    r"поліці\w*|евакуатор\w*|куди (?:звертатися|звернутися|скаржитися)|"
    r"полици\w*|эвакуатор\w*|куда (?:обращаться|жаловаться|звонить)|"
    # (round 48, rfr) whom to warn: "je préviens qui ?", "wen soll ich informieren", "kogo powiadomić", "a quién aviso"
    r"pr(?:é|e)vien[st] qui|pr(?:é|e)venir qui|wen (?:soll ich )?(?:informieren|benachrichtigen|anrufen)|"
    r"kogo (?:powiadomi(?:ć|c)|zawiadomi(?:ć|c))|a qui(?:é|e)n (?:aviso|avisar|llamo|se lo digo))(?!\w)")


# (round 47, rfr) a man the writer met or who follows the writer: a date, an app's match, a stalker (lower-cased text)
_MET = LazyPattern(
    r"(?<!\w)(?:randk\w*|dates?|dating|tinder|bumble|hinge|cita|citas|rencard|rendez-vous|побаченн\w*|свидани\w*|"
    r"stalk\w*|(?:ś|s)ledzi\w*|nachstell\w*|verfolgt|me sigue|me persigue|me suit|переслід\w*|преслед\w*|"
    r"follow(?:s|ed|ing) me|watch(?:es|ed|ing) me|obserwuje mnie|beobachtet mich|me vigila|m['’]observe|стежить|следит)(?!\w)")


def alone(text: str, low: str) -> bool:
    """(round 47) Is no person of the writer's in the message: no kin word or partner, no given name, no date, no ex?"""
    return _PERSON.compiled.search(low) is None and not _names_someone(text) \
        and not any(_given_name(m.group()) for m in _CAPITAL.compiled.finditer(text)) \
        and _MET.compiled.search(low) is None and not ex_partner(text, 0, len(text))
    # ("Bogdan z 3 piętra parkuje ...", "Ten typ z randki stoi pod moim blokiem w czarnym audi ...")


# (round 48, rfr) the writer's own car beside the stranger's: "la voiture qui a embouti la mienne : GH-..."
_MINE = ("mine", "el mio", "el mío", "le mien", "la mienne")

# Round 48 (rfr): the driver who hit the writer's car, or a parked one, and drove off - a plate the writer read off a
# stranger's car (lower-cased text): "drove off", "Fahrerflucht", "uciekł", "se dio a la fuga", "s'est enfui",
# "поїхав", "скрылся"
_FLED = LazyPattern(
    r"(?<!\w)(?:drove (?:off|away)|(?:sped|took) off|fled|hit[- ]and[- ]run|did(?:n['’]?t| not) stop|"
    r"fahrerflucht|(?:abgehauen|weggefahren|davongefahren|gefl(?:ü|u)chtet|abgedampft)|"
    r"uciek(?:ł|l)\w*|odjecha(?:ł|l)\w*|zbieg(?:ł|l)\w*|nie zatrzyma(?:ł|l)\w*|"
    r"(?:se )?(?:dio|dieron) a la fuga|se (?:fue|larg(?:ó|o)|piri(?:ó|o))|huy(?:ó|o)|no (?:se )?par(?:ó|o)|"
    r"s['’](?:est|sont) (?:enfuie?s?|sauv(?:é|e)e?s?|barr(?:é|e)e?s?|tir(?:é|e)e?s?)|d(?:é|e)lit de fuite|a fil(?:é|e)|"
    r"ne s['’]est pas arr(?:ê|e)t(?:é|e)|"
    r"поїха(?:в|ла|ли)|втік|втекла|втекли|зник(?:ла|ли)?|не зупини\w*|"
    r"уеха(?:л|ла|ли)|скрыл(?:ся|ась|ись)|сбежа(?:л|ла|ли)|умча(?:лся|лась)|не останови\w*)(?!\w)")


def _mailbox_sender(findings: tuple[Finding, ...], text: str, low: str) -> bool:
    """Are all findings e-mail addresses that came in as a mail's sender, from a mailbox with no person's name?"""
    for f in findings:
        if f.reason != "e-mail address":
            return False
        before = low[max(0, f.start - 60):f.start]
        if _MAIL_FROM.compiled.search(before) is None and _MAIL_VERB.compiled.search(before) is None:
            return False
        local = text[f.start:f.end].split("@", 1)[0]
        for part in _LOCAL_PARTS.compiled.findall(local):
            if len(part) == 1 or _given_name(part.capitalize()) or any(
                    _given_name(part[:k].capitalize()) for k in range(4, len(part) - 3)):
                return False
    return True


def may_be_unknown(low: str) -> bool:
    """Do the message's words say a value's owner is unknown (the cheap test before the finer one)?"""
    return _UNKNOWN.compiled.search(low) is not None


def unknown_only(findings: tuple[Finding, ...], text: str) -> bool:
    """Are all of a red verdict's findings contact values or plates that came in from an owner the writer does not
    know (see the module's doc)?"""
    if not findings or any(f.reason not in _REASONS for f in findings):
        # (round 46, rfr) the sender's claim read as the writer's money: "got an email from refunds@... saying I'm owed
        # £318, is that legit?", "Me ha escrito recobros...@... reclamando una deuda que no conozco", "Мне звонят с +7 ...
        # насчёт «задолженности», не знаю, кто это" - beside a contact value that came in, the strong cue (a scam, an
        # owner not known) makes the money the stranger's claim: the contact values judged alone
        # (the money told after the value, in its sentence, by a claim's word - "saying", "że", "diciendo que", "dit
        # que", "що", "насчёт": the writer's own debts told before the caller's number stay red)
        # Round 47 (rfr): a refund claimed for medicines or prescriptions is the sender's claim as well ("got an email
        # from billing@... saying I'm owed a refund for prescription charges, is that legit?", "dostałam maila z
        # kontakt@... że mam do odebrania zwrot za leki, kliknąć czy nie?"); an office's mailbox the rules left unread
        # ("maila od biuro@windykacja-...") is the contact the claim came with; and beside a mailbox sender (no given
        # name in it) the weaker cues hold as well ("prawdziwy?", "real or not?") - the sender is an office or a stranger
        if any(f.reason not in _REASONS and f.reason not in _CLAIMED_REASONS for f in findings):
            return False
        low = lower_keep_length(text)
        contacts = tuple(f for f in findings if f.reason in _REASONS) or _mails_in(text, low)
        if not contacts or not all(_claimed_after(low, contacts, f) for f in findings if f.reason in _CLAIMED_REASONS) \
                or not all(_REFUND.compiled.search(low, *_sentence_of(low, f)) for f in findings if f.reason == _HEALTH):
            return False
        if not may_be_unknown(low) and not (_CALLED.compiled.search(low) is not None and _mailbox_sender(contacts, text, low)
                                            and _PERSON.compiled.search(low) is None):
            return False
        findings = contacts
    low = lower_keep_length(text)
    directed = False
    # (a plate read without its way in - after a model or a colour - only with the strong cue: "nobody knows whose")
    # (round 47: or beside a question to an authority or a tow - "Ordnungsamt oder Polizei?", "can I get it towed?",
    # "Gdzie to zgłosić?" - in a message with no person of the writer's: a stranger's car at the writer's door)
    # (round 51, rfr: or the learned model's guess on a plate's part - "plate started with MA67, ... drove off")
    plates = all(f.reason in _PLATE_REASONS or "learned" in f.reason
                 and plate_part(low, f.start) for f in findings)
    # (round 48, rfr) a car that hit the writer's and drove off: "la voiture qui a embouti la mienne : GH-..., le
    # conducteur s'est enfui", "машина, що зачепила мою, була ВС ..., водій поїхав" - the plate of a driver nobody knows
    fled = plates and _FLED.compiled.search(low) is not None and alone(text, low)
    # (round 50, rfr) a car named as nobody's, its plate just after it, standing or moving about (stranger_cars.py)
    seen = stranger_car(low, findings, text) and _MET.compiled.search(low) is None and not ex_partner(text, 0, len(text)) \
        and not _names_someone(text)
    parked = seen or fled or plates and _PARKED.compiled.search(low) is not None and (
        may_be_unknown(low) or _REPORT.compiled.search(low) is not None and alone(text, low))
    for f in findings:
        before = low[max(0, f.start - 60):f.start]
        if (owned := _OWNED.compiled.search(before)) and not (fled and owned.group().startswith(_MINE)) \
                or _LOGS_IN.compiled.search(before) or _CALLBACK.compiled.search(before) \
                or mine_after(low, f.end) and not any(c in low[f.end:f.end + 40] for c in ":«»\"„“”"):
            # (the claim quoted from the message that came in - 'SMS von +49 ...: "Hallo Mama, das ist meine neue Nummer"'
            # - is the sender's, the scam's own words)
            return False  # (round 47: "... keeps texting +353 85 ... which is my old number": the writer's own, named after it)
        if f.reason == _LEARNED_KEY and _CODE_WORD.compiled.search(before):
            return False
        directed = directed or _DIRECTED.compiled.search(before) is not None
        if not parked and not _INBOUND.compiled.search(before) and not _CALLS_AFTER.compiled.match(low, f.end):
            return False
        if _NAME_AFTER.compiled.match(text, f.end) or _NAME_BEFORE.compiled.search(text, max(0, f.start - 60), f.start):
            return False
    if KNOWN.compiled.search(low) is not None:
        return False
    if seen or may_be_unknown(low):
        return True
    # (the weaker cues: also no value asked to be called - round 43's "no idea who" holds for "Anmeldung an ...@...")
    # (a man the writer went out with, or the ex, waiting under the windows is known: identity_plates' owners)
    return not directed and (parked or _CALLED.compiled.search(low) is not None or _mailbox_sender(findings, text, low)) \
        and _PERSON.compiled.search(low) is None and not _names_someone(text) and not ex_partner(text, 0, len(text))


# (round 46, rfr) a claim's word after a sender's value (lower-cased text, from the value's end)
_CLAIM = LazyPattern(
    r"[^.!?\n]{0,30}?(?<!\w)(?:saying|says|said|say|claim\w*|asking|wants|about|(?:ż|z)e|m(?:ó|o)wi\w*|twierdz\w*|sagt|sagen|"
    r"behaupt\w*|meint|dass|wegen|diciendo|dice|dicen|reclamand\w*|sobre|que|dit|disant|qui|r(?:é|e)clam\w*|"
    # (round 51, rfr) the sender's request: "z prośbą o PESEL-e", "mit der Bitte um", "pidiendo", "з проханням"
    r"z pro(?:ś|s)b(?:ą|a)|prosz(?:ą|a)c|mit der bitte|pidiendo|demandant|з проханням|с просьбой|"
    r"au sujet|що|каже|кажуть|щодо|про|что|говор\w*|насч(?:ё|е)т)(?!\w)")


def _mails_in(text: str, low: str) -> tuple[Finding, ...]:
    """(round 47) The e-mail addresses of `text` that came in as a mail's sender (a mail word and "from" just before)."""
    if "@" not in text:
        return ()
    out = []
    for m in _MAIL_ADDRESS.compiled.finditer(low):
        before = low[max(0, m.start() - 60):m.start()]
        if _MAIL_FROM.compiled.search(before) is None and _MAIL_VERB.compiled.search(before) is None:
            return ()
        out.append(Finding(Kind.IDENTIFIER, "e-mail address", m.start(), m.end()))
    return tuple(out)


def _sentence_of(low: str, f: Finding) -> tuple[int, int]:
    """The bounds of the finding's text (a disclosure is read over its sentence; a value's, around it)."""
    return max(0, f.start - 80), min(len(low), f.end + 80)


def _claimed_after(low: str, contacts: tuple[Finding, ...], money: Finding) -> bool:
    """Is the money finding `money` told after one of the values, by a claim's word, in the value's sentence?"""
    for c in contacts:
        if c.end <= money.end and not any(ch in low[c.end:money.end - 1] for ch in ".!?\n") \
                and (m := _CLAIM.compiled.match(low, c.end)) is not None and m.end() <= money.end:
            return True
        # (round 48, rfr) the claim opening the next sentence, the value asked about: "who is refunds@...? they say i'm
        # owed £438", "c'est qui ...@... ? ils disent que je dois ..."
        if c.end <= money.start and not low[c.end:money.start].strip(" ?!\t") \
                and (m := _CLAIM.compiled.match(low, money.start)) is not None and m.end() <= money.end:
            return True
    return False


def _names_someone(text: str) -> bool:
    """Does a given name stand in the message (not opening a sentence: "Karolina Mazur 506 ...", "Sąsiad, Tomasz
    Ryba", "Наталі0986019671")?"""
    if _SET_OFF_NAME.compiled.search(text):
        return True
    for m in _CAPITAL.compiled.finditer(text):
        lead = text[:m.start()].rstrip(" \t\"'«„“(")
        if lead and lead[-1] not in ".!?\n" and _given_name(m.group()):
            return True
    return False
