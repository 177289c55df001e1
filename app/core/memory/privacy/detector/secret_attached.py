"""A secret named in one clause and its value given in another: key word / value attachment (round 26, rsec).

People rarely write "my PIN is 4471". They name the secret, say something about it, and give the value a clause or
two later, through a pronoun, a paraphrase or a verb: "I wrote my PIN on a bit of paper ... but I think it was 4471",
"the PINs for my two cards ... The Barclays one is 4926", "le code de sa carte ... Elle m'a dit que c'était 3851",
"die PIN-Briefe ... Sie hat mir die 5184 vorgelesen", "the code they sent ... The text said 482913", "the keypad on
the entrance takes 2580", "alarm rozbrajacie kodem 6604", "El código 3391B del portal", "le mot de passe est
incorrect alors que j'utilise Lavande!Provence84". The finders that want the value right after its key word miss
all of these.

Here: a secret's key word (a PIN, a card's code; a door, gate, alarm, keypad or intercom code; a code sent by text;
a password - en, pl, de, es, fr, uk, ru), then, in the same sentence or the next two, a value of that secret's shape
(four to eight digits, a door code with one letter, a one-time code "482 913"; for a password a token with upper and
lower case and digits or symbols) tied to it by what stands right before it:
- a pronoun's or a dropped subject's copula: "it was", "it's", "c'était", "es el", "war", "to było", "це", "это";
- "the X one is", "la del BBVA es la", "ta z mBanku to", "celle de la Poste, c'est", "від Приватбанку —";
- a verb that takes, says, reads out or uses the value: "takes", "opens with", "said", "read", "dictated",
  "kodem", "mit", "con el", "avec", "j'utilise", "wpisuję", "вводжу"; German verb-final "die 5184 vorgelesen";
- an apposition in the key word's own sentence: "ihre Geheimzahl diktiert, die 4906, damit ...";
- the code word right before the value and what it opens right after: "el código 3391B del portal", "Kod 7305 do bramy".

Green limits: nothing is read without such a tie ("My PIN has four digits and I changed it in 2019"); the value is not
a year told as a time ("es war 2023, als ..."), a time, an amount, a count with its unit ("4 AA batteries", "3 tries",
"10 minutes"), a piece of a longer number (a phone "0800 161 5151", a date), nor after "at", "since", "in", "#", "€";
a "code" counts only in a message about a door, an alarm, a lock or a code sent by text (not a promo, zip or error code);
another numbered thing named between the key word and the value (an order, a phone, a price, a year, an account) takes
the value; a password's value is not a login or a network name; the same digit repeated and "1234" are nobody's.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.secret_values import strong_password
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds as _whole_bounds

Add = Callable[[str, int, int], None]

# ---------------------------------------------------------------- key words (on lower-cased text)

_PIN_KEY = (
    r"pins?|pin-?(?:u|y|ów|s|e|en|code|codes|kod\w*|nummer|nummern|brief\w*|numbers?)|geheimzahl\w*|geheimnummer\w*|"
    r"пін\w*|пин\w*|"
    r"codes? (?:secret |confidentiel )?(?:de |d')?(?:ma |sa |ta |la |leur |votre |notre |mes |ses |nos )?(?:cartes?|cb)\b|code confidentiel|"
    r"kod\w* (?:do |od |z )?(?:mojej |jej |jego |swojej |tej )?kart\w*|"
    r"c[oó]digo (?:secreto )?(?:de (?:la |mi |su |tu )?)?tarjeta|clave (?:de (?:la |mi |su )?)?tarjeta|n[uú]mero secreto|"
    r"код\w* (?:від |до |от |к )?(?:моєї |її |його |своєї |моей |ее |её |его |своей )?карт\w*"
)
_CODE_KEY = (
    r"codes?|kod|kodu|kodem|kody|kodów|kodzie|c[oó]digos?|коды?|кодом|коду|кодів|код\w{0,3}|"
    r"(?:bestätigungs|bestaetigungs|verifizierungs|sicherheits|anmelde|einmal|login|sms-?)code|"
    r"digicode|passcode|keypad|keypads|türcode|tuercode|klingelcode|haustürcode|torcode|alarmcode|zugangscode|"
    r"domofon\w*|intercom|interphone|tastenfeld|teclado|clavier|клавіатур\w*|кодов\w* замок|домофон\w*|"
    r"sms|sms-?\w+|smsa|smsem|smsie|esemes\w*|смс\w*|text message|textnachricht|mensaje de texto"
)
_PW_KEY = (
    r"passwords?|passwort\w*|kennwort\w*|has(?:ło|lo|ła|la|łem|łem|le|łu|łom)|contrase[ñn]as?|mot de passe|mots de passe|mdp|"
    r"парол\w*"
)
# (not a password manager, policy or generator: "mein Passwort-Manager heißt ...", "gestor de contraseñas")
_NOT_PW_AFTER = (r"(?![\-\s]?(?:managers?|manager\w*|menedżer\w*|menedzer\w*|verwaltung|safe|tresor|polic\w*|richtlinie\w*|"
                 r"generat\w*|generador\w*|générateur\w*|менеджер\w*|reset|policy))")
_KEY = re.compile(r"(?<![\w\-])(?<!gestor de )(?<!gestionnaire de )(?<!менеджер )(?<!менеджер )"
                  r"(?:(?P<pin>" + _PIN_KEY + r")|(?P<pw>(?:" + _PW_KEY + r")" + _NOT_PW_AFTER + r")|(?P<code>" + _CODE_KEY + r"))(?![\w])")

# the key word after the value: "5830 as the PIN", "7246 jako PIN", "4093? That's the code for the side gate", "9264, c'est
# le nouveau code de l'immeuble"
_DET = (r"(?:(?:my|the|our|his|her|a|mój|moj|moja|moją|mojego|swój|swoją|mein\w*|sein\w*|ihr\w*|die|der|das|den|mi|su|el|la|"
        r"mon|ma|son|sa|le|мій|мою|моя|свій|свою|мой|свой)[^\S\n]+)?")
_YOUR = r"(?P<your>your|tu|votre|ton|ihr\w*|dein\w*|twój|twoj|ваш|твій|твой)[^\S\n]+"
_NEW = r"(?:(?:new|old|nowy|nowego|nową|stary|neue|neuen|alte|nuevo|nueva|nouveau|nouvelle|новий|нову|новый|новую)[^\S\n]+)?"
_KEY_AFTER = re.compile(
    r"(?:[^\S\n]+(?:as|jako|als|como|comme|як|как)[^\S\n]+" + _DET + _NEW +
    r"|[^\S\n]*(?:[?!.,;:]|[^\S\n][—–\-])[^\S\n]*(?:that's|that’s|that is|this is|which is|to jest|to|das ist|das war|"
    r"es|c'est|c’est|це|это)[^\S\n]+" + _DET + _NEW +
    # a text message pasted: "318 507 is your verification code", "740215 ist Ihr Bestätigungscode"
    r"|[^\S\n]+(?:is|ist|to|es|est|—|–|-|це|это)[^\S\n]+" + _YOUR +
    r"(?:(?:verification|confirmation|login|log-in|sign-in|security|one-time|access|weryfikacyjny|jednorazowy|"
    r"código de|code de|код)[^\S\n]+)?"
    r")"
    r"(?<![\w\-])(?P<key>(?P<pin>" + _PIN_KEY + r")|(?P<code>" + _CODE_KEY + r"))(?![\w])"
)

# what makes a "code" a secret: a door, gate, alarm, lock, safe, keypad - or a code sent to confirm something
CODE_TOPIC = re.compile(
    r"door|gate|entrance|intercom|keypad|alarm|lock|safe\b|garage|porch|lobby|building|flat|shed|bin store|"
    r"drzwi|bram\w*|furtk\w*|domofon\w*|klatk\w*|wejści\w*|alarm\w*|sejf\w*|kłódk\w*|klodk\w*|garaż\w*|"
    r"tür|tuer|tor\b|haustür|eingang|alarmanlage|tresor|schloss|garage|klingel|"
    r"puerta|portal|portero|alarma|caja fuerte|candado|garaje|verja|"
    r"porte|portail|immeuble|interphone|digicode|alarme|coffre|cadenas|garage|parking|"
    r"двер\w*|під'їзд\w*|підʼїзд\w*|підїзд\w*|подъезд\w*|домофон\w*|ворот\w*|хвіртк\w*|калитк\w*|сигналіз\w*|сигнализ\w*|"
    r"сейф\w*|замк\w*|замок|гараж\w*|"
    r"\bsms\b|sms-|\btext(?:ed|s)?\b|one-time|verification|confirm\w*|weryfikac\w*|potwierdz\w*|bestätig\w*|"
    r"verific\w*|confirmaci\w*|підтвердж\w*|подтвержд\w*|\botp\b|\bblik\b|\btan\b|смс|"
    r"sent me|they sent|wysłal\w*|przysłal\w*|geschickt|gesendet|envi[oó]|envoy\w*|надісла\w*|прислал\w*|прийшов|пришел|пришёл"
)
# a "code" that is no secret (a promo, a zip, an error, a product's)
CODE_NOT = re.compile(
    r"promo|discount|voucher|coupon|rabat\w*|gutschein|descuento|cupón|cupon|réduction|reduction|знижк|скидк|"
    r"zip|postal|postleitzahl|pocztow|código postal|code postal|індекс|индекс|"
    r"error|fehler|błęd|blad|erreur|помилк|ошибк|source|quell|źródł|fuente|исходн|qr\b|bar ?code|kreskow|"
    r"area code|country code|vorwahl|kierunkow|prefijo|indicatif|referral|gift|dress code|"
    r"tracking|sendungs|przesyłk|paczk|paquete|colis|посилк|посылк|dhl|inpost|paczkomat|locker|"
    r"% off|checkout|unsubscribe|opt out|text stop|\bstop to\b|"
    r"python|javascript|java\b|html|css|sql|\bbug\b|compil|repo|github|\bfunctions?\b|\bfunkcj[aię]\b|\bfunktion(?:en)?\b|\bfunci[oó]n\b|\bfonctions?\b"
)

# ---------------------------------------------------------------- values

DIGITS = re.compile(r"(?<![\w.,:/\-+#№$€£])(?<!\d )(?<!\d-)(\d{4,8}|\d{3} \d{3})(?P<letter>[A-Za-z](?![\w]))?(?![\w]|[.,:/\-]\d| \d)")
_PW_TOKEN = re.compile(r"(?<![\w@/.:=\-])[\"'„“«]?([^\s\"'”“»(),;]{8,64})")

# a unit or a time word after the value: it counts or dates something
UNIT_AFTER = re.compile(
    r",?[^\S\n]?(?:%|€|\$|£|zł|zl\b|pln|eur\w*|euro\w*|usd|dollars?|pounds?|gbp|chf|грн|руб|uah|"
    r"km|kg|m\b|cm|mm|ml|l\b|kwh|mb|gb|mhz|ghz|yen|¥|kr\b|sek|nok|dkk|czk|kč|huf|ft\b|lei|ron|rs\b|inr|aud|cad|"
    r"others?|other|andere\w*|otr[oa]s|autres|інших|других|innych|"
    r"min\w*|sec\w*|sek\w*|seg\w*|h\b|hrs?\b|hours?|godz\w*|uhr|stund\w*|heures?|horas?|годин\w*|час\w*|хв\w*|мин\w*|"
    r"days?|dni|dzie\w*|tage?n?|d[ií]as|jours?|дн\w*|weeks?|tygod\w*|wochen?|semanas?|semaines?|тижн\w*|недел\w*|"
    r"months?|miesi\w*|monate?n?|mes(?:es)?\b|mois|місяц\w*|месяц\w*|years?|lat\b|jahre?n?|años?|ans?\b|рок\w*|лет|"
    r"r\.|rok\w*|roku|jahr|año|année|рік|год\w*|"
    r"digits?|cyfr\w*|ziffern|stellen|d[ií]gitos|chiffres|цифр\w*|characters?|znak\w*|zeichen|caracter\w*|символ\w*|"
    r"tries|attempts?|pr[oó]b\w*|versuch\w*|intentos?|essais?|tentatives?|спроб\w*|попыт\w*|times|razy|mal\b|veces|fois|раз\w*|"
    r"people|persons?|os[oó]b\w*|leute|personen|personas|personnes|людей|чоловік|человек|"
    r"steps|points|punkt\w*|puntos|бал\w*|words|s[lł]ów|wörter|palabras|mots|слів|слов|"
    r"lines?|zeilen?|lini\w*|linijek|líneas|lignes?|рядк\w*|строк\w*|edition|ausgabe|edici[oó]n|wydani\w*|"
    r"followers|views|likes|users|items|pieces|sztuk|stück|unidades|pièces|штук|шт|"
    r"x\b|aa\b|aaa\b|mah|watts?|volts?|bpm|kcal|cal\b|"
    r"when|als\b|cuando|quand|kiedy|gdy|коли|когда|"
    r"(?:and|und|i|y|et|та|и|or|oder|albo|lub|o|ou|або|или)[^\S\n]+\d)",
    re.IGNORECASE,
)
# what a value after it counts, dates or prices
NOT_BEFORE = re.compile(
    r"(?:\b(?:at|since|in|on|by|from|until|till|around|about|um|ab|bis|seit|im|am|vor|nach|gegen|o|od|do|w|we|przed|po|około|"
    r"a las|las|desde|hasta|en|hacia|sobre|à|a|depuis|jusqu'à|jusqu’à|vers|avant|après|dès|"
    r"о|об|з|із|від|до|у|в|с|со|после|перед|після|біля|около|"
    r"no|nr|n°|№|ref|room|zimmer|pokój|pokoj|habitación|chambre|кімната|комната|"
    r"flight|lot\w*|flug|vuelo|vol|рейс|bus|tram|line|linia|linie|línea|ligne|bus|"
    r"model|modell|modelo|modèle|модель|version|wersj\w*|versión|версі\w*|"
    r"year|rok|jahr|año|année|рік|год|"
    r"plus|minus|than|als|niż|que|чем|ніж)|[$€£#№+\-]|\d[^\S\n]*(?:to|do|bis|a|à|al|hasta|au|до|по|or|oder|lub|o|ou|або|или))[^\S\n]*$",
    re.IGNORECASE,
)

# ---------------------------------------------------------------- the tie right before the value (lower case)

_DOUBT = (
    r"(?:(?:probably|maybe|still|now|actually|definitely|just|exactly|simply|"
    r"chyba|raczej|nadal|teraz|właśnie|wlasnie|po prostu|"
    r"wohl|doch|noch|nochmal|immer noch|jetzt|eigentlich|genau|einfach|"
    r"probablemente|quizás|quizas|todavía|ahora|creo|"
    r"peut-être|peut-etre|toujours|encore|maintenant|bien|"
    r"мабуть|досі|зараз|ще|здається|вроде|наверное|еще|ещё|сейчас|вже|уже|саме|точно)[^\S\n]+){0,2}"
)
_ARTICLE = r"(?:(?:the|el|la|le|die|der|das|den)[^\S\n]+)?"
_TIE = re.compile(
    r"(?:"
    # a pronoun's or a dropped subject's copula
    r"\b(?:it|that|this|which|mine|hers|his|theirs|ours|yours)(?:'s|’s|[^\S\n]+(?:is|was|were|'ll be|will be|would be|"
    r"should be|might be|must be|used to be|has been|had been))|\bit’s|\bit's|"
    r"\bone(?:'s|’s|[^\S\n]+(?:is|was))|"
    r"\bc'(?:est|était|etait)|\bc’(?:est|était|etait)|\bce (?:sera|serait)|\b(?:il|elle) (?:est|était|etait)|\bque c'est|"
    r"\b(?:es|era|será|sería|fue)|"
    r"\b(?:es|sie|er|die|der|das)[^\S\n]+(?:ist|war|wäre|sei|lautet|lautete)|\b(?:ist|war|lautet|lautete)(?:[^\S\n]+(?:es|sie|er))?|"
    r"(?<!text )(?<!txt )(?<!send )(?<!reply )(?<!up )(?<!from )\bto(?:[^\S\n]+(?:jest|był|była|było|będzie))?|\b(?:był|była|było|brzmi|brzmiał|wynosi|jest)|"
    r"\bце(?:[^\S\n]+(?:був|була|було|буде))?|\b(?:був|була|було)|"
    r"\bэто(?:[^\S\n]+(?:был|была|было|будет))?|\b(?:был|была|было)|"
    # a verb that says, reads out, shows, takes or uses it
    r"\b(?:said|says|say|read|reads|showed|shows|displayed|told me|gave me|dictated|read out|read me|"
    r"takes|take|took|accepts|opens with|open it with|opens on|unlocks with|unlock it with|disarm it with|disarmed with|"
    r"(?:i|we)(?:'m|'ve been|’m| am| was| have been)? (?:use|used|using|type|typed|typing|enter|entered|entering|put in|putting in|punch in|key in)|"
    r"with|using|"
    r"powiedział\w*|mówi|mowi|mówił\w*|podał\w*|podyktował\w*|przeczytał\w*|napisał\w*|pisało|pisze|"
    r"kodem|z kodem|wpisuję|wpisuje|wpisałem|wpisałam|używam|uzywam|wklepuję|wbijam|otwiera się na|otwierasz|"
    r"sagte|sagt|stand|steht|zeigte|zeigt|mit|mit dem|mit der|benutze|verwende|nutze|tippe|gebe|"
    r"dijo|dice|decía|decia|ponía|ponia|pone|dictó|dicto|leyó|con|con el|con la|uso|utilizo|tecleo|escribo|meto|pongo|"
    r"(?:m'a|m’a|nous a) (?:dit|lu|dicté|donné|envoyé)|disait|dit|indiquait|affichait|avec|avec le|j'utilise|j’utilise|"
    r"je tape|je saisis|j'entre|j’entre|j'ai tapé|"
    r"сказав|сказала|каже|продиктував|продиктувала|прочитав|прочитала|написано|писало|кодом|вводжу|вводила|вводив|"
    r"(?:відкрива\w*|відчиня\w*|открыва\w*|спрацьову\w*|срабатыва\w*) на|"
    r"використовую|набираю|сказал|сказала|говорит|продиктовал|продиктовала|прочитал|ввожу|использую)"
    r"|[—–:][^\S\n]*"  # "від Приватбанку — 4928" (only after an owner phrase: see _OWNER)
    r")[^\S\n]*,?[^\S\n]*" + _DOUBT + _ARTICLE + r"[\"'„“«(]?$"
)
# the sentence's start before a dash or colon tie: an owner phrase of a few words ("the Barclays one", "від Приватбанку")
_OWNER = re.compile(
    r"[^\S\n]*(?:the|my|our|for|ta|ten|to|tej|do|z|ze|dla|die|der|das|von|vom|für|la|el|los|las|del|de|celle|celui|"
    r"для|від|от|у|в|з)(?:[^\S\n]+[^\W\d_][\w\-'’]*){0,4}[^\S\n]*[—–:][^\S\n]*$",
    re.IGNORECASE,
)
# German verb-final: "die 5184 vorgelesen", "den 4471 eingetippt"
_VERB_FINAL = re.compile(
    r"[^\S\n]+(?:vorgelesen|diktiert|genannt|gesagt|gegeben|geschickt|geschrieben|aufgeschrieben|notiert|eingegeben|"
    r"eingetippt|getippt|verraten|durchgegeben|gesimst)\b"
)
_ARTICLE_BEFORE = re.compile(r"(?:\b(?:die|den|das|der|seine|ihre|meine)[^\S\n]+)$")
# apposition in the key word's sentence: "..., die 4906, damit", "..., el 3178, para", "..., 6659, żebym"
_APPOSED_BEFORE = re.compile(r",[^\S\n]*(?:(?:die|den|das|el|la|le|the)[^\S\n]+)?$")
_APPOSED_AFTER = re.compile(r"[^\S\n]*(?:,|—|–|\)|$)")
# "El código 3391B del portal", "Kod 7305 do bramy", "Der Code 6190B für die Haustür", "Код 5172 від під'їзду"
_CODE_RIGHT_BEFORE = re.compile(r"(?:codes?|kod|kodem|c[oó]digo|код|кодом|digicode|passcode)[^\S\n]+$")
_OPENS_AFTER = re.compile(
    r"[^\S\n]+(?:for|to|of|on|at|do|od|der|für|fuer|vom|von|zur|zum|de|du|del|de la|de l'|d'|des|від|до|от|к|на|для)"
    r"[^\S\n]+(?:(?:the|my|our|mojej|naszej|die|der|das|den|dem|unsere[rm]?|meine[rm]?|la|el|mi|nuestr[ao]|ma|mon|notre|"
    r"l'|нашого|нашої|мого|моєї|нашего|моего)[^\S\n]*)?"
    r"(?:[^\W\d_][\w'’\-]*[^\S\n]+)?"
    r"(?:door|gate|entrance|intercom|keypad|alarm|lock|safe|garage|shed|building|lobby|porch|bin store|bike store|"
    r"drzwi|bram\w*|furtk\w*|domofon\w*|klatk\w*|wejści\w*|alarm\w*|sejf\w*|kłódk\w*|garaż\w*|"
    r"\w*tür\w*|\w*tuer\w*|\w*tor\b|tores|\w*eingang\w*|alarmanlage|tresor\w*|\w*schloss|garage|"
    r"puerta|portal|portón|porton|portero|alarma|caja|candado|garaje|verja|"
    r"porte|portail|immeuble|interphone|alarme|coffre|cadenas|garage|parking|local|"
    r"двер\w*|під'їзд\w*|підʼїзд\w*|підїзд\w*|подъезд\w*|домофон\w*|ворот\w*|хвіртк\w*|калитк\w*|сигналіз\w*|сигнализ\w*|"
    r"сейф\w*|замк\w*|гараж\w*)"
)

# another numbered thing named between the key word and the value: the value is that thing's
OTHER_NUMBERED = re.compile(
    r"\b(?:numbers?|\w*nummer\w*|numer\w*|n[uú]mero|numéro|номер\w*|hotline|helpline|\w*-hotline|"
    r"order|bestell\w*|zamówien\w*|zamowien\w*|pedido|commande|замовлен\w*|заказ\w*|"
    r"price|preis|cen[aey]|precio|prix|ціна|цена|costs?|kost\w*|koszt\w*|cuesta|coût\w*|вартіст\w*|стоим\w*|fee|gebühr|opłat\w*|"
    r"amount|betrag|kwot\w*|importe|montant|сум[аи]|balance|saldo|solde|баланс|limit\w*|ліміт|лимит|"
    r"account|konto|cuenta|compte|рахун\w*|сч[её]т\w*|iban|"
    r"postcode|zip|plz|ticket|tickets|reference|referenz|referencia|référence|invoice|rechnung|faktur\w*|factura|facture|"
    r"version|model|modell|modelo|modèle|serial|seri\w*|room|zimmer|pok[oó]j|habitación|chambre|"
    r"flight|flug|vuelo|vol\b|рейс|year|jahr|rok|año|année|рік|год\b|"
    r"login|username|user ?name|benutzer\w*|użytkownik\w*|usuario|utilisateur|identifiant|логін|логин)\b"
)
# a password's value is no login, address or network name
_LOGIN_BEFORE = re.compile(
    r"(?:login|username|user ?name|user|benutzer\w*|użytkownik\w*|uzytkownik\w*|usuario|utilisateur|identifiant|логін|логин|"
    r"ssid|network|netz\w*|sieć|siec|red|réseau|мереж\w*|сеть|e-?mail|mail|konto|account|cuenta|compte)[^\S\n]*[:=]?[^\S\n]*[\"'„“«]?$"
)

YEAR = re.compile(r"19\d\d|20[0-3]\d")
_WORD_AFTER = re.compile(r"[^\S\n]+[^\W\d_]")  # "1931 architecture", "2024 edition": a year naming something
_CLAUSE_GOES_ON = re.compile(r"[^\S\n]+(?:and|und|y|e|et|i|і|и|та|but|aber|ale|pero|mais|але|но)[^\S\n]")
# a password of letters with digits, no capitals needed: "kfrm8841", "sommer2024x" (not "4471", "2fa", "v2")
_WEAK_PASSWORD = re.compile(r"(?=[^\W\d_]*\d)(?=\d*[^\W\d_])[^\W_][\w!#$%&*+?\-]{5,40}")
# the value is the end of a card or an account: "що закінчується на 5521", "ending in 4471" (partial, not the secret)
ENDING_BEFORE = re.compile(
    r"(?:ends? (?:in|with)|ending (?:in|with)|last (?:four|4|digits)|endet auf|endend auf|letzten|kończąc\w* się na|końcówk\w*|"
    r"ostatnie|termina en|terminada en|últimos|se termine par|finissant par|derniers|закінчу\w* на|заканчива\w* на|"
    r"останні|последние)[^\d\n]{0,12}$"
)
_PUNCT_GAP = re.compile(
    r"(?:[^\S\n]+(?:for|to|of|on|do|od|z|für|zur|zum|vom|von|de|del|du|de la|від|до|от|для|к)(?:[^\S\n]+[^\W\d_][\w'’\-]*){1,3})?"
    r"[^\S\n]*[!?.…;:()\"'«»„“—–\-]+[^\S\n]*[\"'«„“(]?")
_SEQUENCE = "0123456789 9876543210"
_WINDOW = 320  # characters after the key word a value may stand


_SENT_TOPIC = re.compile(
    r"\bsms\b|sms-|\btext(?:ed|s)?\b|one-time|verification|weryfikac|potwierdz|bestätig|verific|confirmaci|confirmation|"
    r"підтвердж|подтвержд|\botp\b|\btan\b|смс|sent me|they sent|they'd sent|wysłal|przysłal|geschickt|gesendet|envi[oó]|envoy|"
    r"надісла|прислал"
)
_DOOR_TOPIC = re.compile(
    r"door|gate|intercom|keypad|alarm|lock|safe\b|drzwi|bram|furtk|domofon|klatk|sejf|tür|tuer|tresor|schloss|puerta|portal|"
    r"alarma|candado|porte|portail|immeuble|interphone|digicode|cadenas|coffre|двер|під'їзд|подъезд|домофон|ворот|сигнал|сейф|замок"
)


_REACH = 600  # characters read around a position for its sentence (a sentence longer than that is cut there)
_MOST = 24  # key words and values read per message (a pasted block of thousands is not a message about one PIN)


def sentence_bounds(text: str, pos: int) -> tuple[int, int]:
    """sentence_scope.sentence_bounds read within _REACH characters of `pos` (linear in the message, not quadratic)."""
    lo = max(0, pos - _REACH)
    start, end = _whole_bounds(text[lo:pos + _REACH], pos - lo)
    return start + lo, end + lo


def _reason(kind: str, low: str) -> str:
    if kind == "code" and _SENT_TOPIC.search(low) and not _DOOR_TOPIC.search(low):
        return "one-time code"
    return {"pin": "PIN code", "pw": "password", "code": "door or alarm code"}[kind]


def find_attached_secrets(text: str, low: str, add: Add) -> None:
    """Add the values of `text` (`low` its lower-cased copy, the same length) tied to a secret's key word named before
    them in the same message (see the module docstring)."""
    keys = [(m.start(), m.end(), m.lastgroup or "") for m, _ in zip(_KEY.finditer(low), range(_MOST))]
    if not keys:
        return
    code_ok: bool | None = None
    has_pw = any(k[2] == "pw" for k in keys)
    if DIGITS.search(text):
        for m, _ in zip(DIGITS.finditer(text), range(_MOST)):
            start, end = m.span(1)
            value = m.group(1).replace(" ", "")
            key = _key_before(keys, start)
            if key is None or not _tied(text, low, *key, start, m.end()):
                after = _KEY_AFTER.match(low, m.end())
                if after is None:
                    continue
                key = (after.start("key"), after.end("key"), "pin" if after.group("pin") else "code")  # "5830 as the PIN"
                if after.group("your") and key[2] == "code":
                    add("one-time code", start, end)  # "318 507 is your verification code"
                    continue
            k_start, k_end, kind = key
            if kind == "code":
                if code_ok is None:
                    code_ok = bool(CODE_TOPIC.search(low)) and not CODE_NOT.search(low)
                if not code_ok:
                    continue
            elif m.group("letter"):
                continue  # a PIN is digits only
            if len(set(value)) == 1 or value in _SEQUENCE or " " in m.group(1) and kind != "code" and not _is_sent(low):
                continue
            if UNIT_AFTER.match(text, m.end()) and not _KEY_AFTER.match(low, m.end()) \
                    or NOT_BEFORE.search(low, max(0, start - 16), start) or ENDING_BEFORE.search(low, max(0, start - 40), start):
                continue
            if YEAR.fullmatch(value) and (_CLAUSE_GOES_ON.match(low, m.end()) or _WORD_AFTER.match(low, m.end())):
                continue  # "It's 2025 and we still can't get a working intercom!": the year, not the code
            add(_reason(kind, low), start, m.end() if kind == "code" else end)
    if has_pw:
        for _, k_end, kind in keys:
            if kind != "pw":
                continue
            _, s_end = sentence_bounds(text, k_end)
            _, n_end = sentence_bounds(text, s_end) if s_end < len(text) else (s_end, s_end)
            for m in _PW_TOKEN.finditer(text, k_end, min(n_end, k_end + 200)):
                value = m.group(1).rstrip(".,;:!?")
                if len(value) < 6 or not any(c.isdigit() for c in value) or "@" in value or "://" in value:
                    continue
                # lower case and digits ("kfrm8841", "kotyk2019"): only right after a tie ("it says", "steht", "це був")
                if (len(value) < 8 or not strong_password(value)) and (
                        not _WEAK_PASSWORD.fullmatch(value) or _TIE.search(low, max(k_end, m.start() - 60), m.start()) is None):
                    continue
                if _LOGIN_BEFORE.search(low, max(0, m.start() - 30), m.start()):
                    continue
                add("password", m.start(1), m.start(1) + len(value))


def _is_sent(low: str) -> bool:
    return "sms" in low or "text" in low or "смс" in low or "code" in low or "kod" in low or "código" in low or "код" in low


def _key_before(keys: list[tuple[int, int, str]], pos: int) -> tuple[int, int, str] | None:
    """The nearest key word ending before `pos`, within the window."""
    best = None
    for key in keys:
        if key[1] <= pos and pos - key[1] <= _WINDOW:
            best = key
    return best


def _tied(text: str, low: str, k_start: int, k_end: int, kind: str, start: int, end: int) -> bool:
    """Whether the value at text[start:end] is tied to the key word at low[k_start:k_end] (see the module docstring)."""
    if start - k_end <= 1 and kind == "code":
        if _OPENS_AFTER.match(low, end):
            return True  # "el código 3391B del portal"
        s_start, s_end = sentence_bounds(text, k_start)
        return bool(_DOOR_TOPIC.search(low, s_start, k_start))  # "alarm rozbrajacie kodem 6604"
    if start - k_end <= 1:
        return False  # right after its key word: the other finders' ("PIN 4471")
    s_start, s_end = sentence_bounds(text, k_end)
    if start >= s_end:  # the value in a later sentence: at most two on
        later = s_end
        for _ in range(2):
            if start < later:
                break
            later = sentence_bounds(text, later)[1] if later < len(text) else len(text)
        if start >= later:
            return False
    between = low[k_end:start]
    if OTHER_NUMBERED.search(between):
        return False
    head = low[max(k_end, start - 60):start]
    if _PUNCT_GAP.fullmatch(low, k_end, start) and not YEAR.fullmatch(text, start, end):
        return True  # "my PIN?? 4471", "the gate code... 2580", "PIN (6612)"
    tie = _TIE.search(head)
    if tie is not None:
        if tie.group().lstrip()[:1] in "—–:":
            own_start = sentence_bounds(text, start)[0]
            if own_start <= k_start and start - k_end <= 120:
                return True  # "... forward the code from the bank's SMS so he could confirm: 604183"
            return own_start >= k_end and bool(_OWNER.match(low, own_start, start))
        return True
    if _CODE_RIGHT_BEFORE.search(head) and kind == "code":
        return True  # "alarm ... rozbrajacie kodem 6604" (the topic word before it)
    if _ARTICLE_BEFORE.search(head) and _VERB_FINAL.match(low, end):
        return True  # "die 5184 vorgelesen"
    if start < s_end and _APPOSED_BEFORE.search(head) and _APPOSED_AFTER.match(low, end) and start - k_end <= 32:
        return True  # "ihre Geheimzahl diktiert, die 4906, damit"
    return False


# literals one of which every key word holds (the caller's cheap test before find_attached_secrets)
ATTACHED_HINTS = ("pin", "пін", "пин", "geheim", "cod", "kod", "código", "код", "keypad", "domofon", "домофон", "intercom", "interphone",
                  "sms", "смс", "esemes", "text message", "textnachricht", "mensaje de texto",
                  "teclado", "clavier", "tastenfeld", "клавіатур", "pass", "kennw", "hasł", "hasl", "contrase", "mot de passe",
                  "mots de passe", "mdp", "парол")


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
