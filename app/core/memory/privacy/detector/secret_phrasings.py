"""Secrets as people phrase them in chats, beside the finders of secrets.py and secret_forms.py:

- a gift card, prepaid or store-credit code (a code that is money): "kod do karty podarunkowej PSN
  …", "tarjeta regalo de Xbox B72NK-…", "paysafecard PIN 0123 4567 …", "Steam-Guthabenkarte Code …";
- an authenticator showing its code ("the authenticator app shows 604 118", "aplikacja
  uwierzytelniająca pokazuje …"), a Steam Guard code;
- a one-time code named by where it came from, then the number ("the code the bank texted me is …",
  "el código que me ha llegado es …", "kod SMS z banku do logowania …");
- a code for a place or a role ("kod do akademika 4821", "код від гуртожитку …", "visitor code for
  the ward is …", "code gérant du TPE : 0041", "domofon 8349"), an e-prescription's code;
- a card's security code named by where it is printed ("les 3 chiffres au dos de la carte : 918");
- passwords and keys in the same spirit: secret_phrased_passwords.py.

It also decides what is NOT a secret before the other finders read the text: a game's lobby or room
code, a player's rating ("Kahoot game PIN 4829173", "mein Elo ist 1450"), an error code and a hash are claimed as public, so
no finder (nor the learned model) calls them private.

Every finder waits for a literal word it cannot do without; the patterns run on the lower-cased text.

Size: over 600 lines because the look-alikes it claims as public (a game's code, a rating, an error code and, since round
32, a short number said to be free or anonymous to call) must run before every finder, beside the phrasings they are
told from.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import literal_alternation, speed_up
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.secret_phrased_passwords import (
    named_keys,
    passwords,
    slash_pairs,
    wifi_digit_keys,
)
from app.core.memory.privacy.detector.secret_values import (
    PASSWORD_WORDS,
    is_placeholder,
    looks_random,
)

Add = Callable[[str, int, int], None]

# a number that is a quantity, a price, a time or a year, not a code
_UNIT_AFTER = re.compile(
    r"[^\S\n]?(?:mm|cm|m|km|kg|g|mg|ml|l|kw|v|mah|db|zł|zl|pln|eur|euro\w*|€|\$|usd|gbp|£|uah|грн|руб|%|"
    r"h|hrs?|hours?|min|uhr|godz\w*|horas?|heures?|год\w*|am|pm|rok|roku|lat|years?|jahre?|años?|ans?|років|"
    r"x|px|gb|mb|szt|tabl\w*|pcs|pieces|units?|stück|unidades|опаков\w*|opakowa\w*|pts|points?|punkt\w*|puntos)(?![\w])"
)
_NUMBER_END = r"(?![\w]|[.,/:]\d)"


def _plain_number(value: str, text: str, end: int) -> bool:
    """A 4-8 digit value that may be a code: not one repeated digit, not a year, no unit after it."""
    digits = re.sub(r"\D", "", value)
    # (round 46, rids) a keypad's key typed after it ("1905*", "2011#") makes it a code, not a year
    if len(set(digits)) == 1 or digits in "0123456789" or (len(digits) == 4 and digits[:2] in ("19", "20")
                                                          and not value.endswith(("*", "#"))):
        return False
    return not _UNIT_AFTER.match(text, end)


# ---------------------------------------------------------------- games: public codes and scores
# (not a block of flats' lobby: "lobby code 2738, I'm on the 3rd floor" - round 18; round 39: not a club's changing or
# locker room, nor a "salle de sport": club_codes.py)
_GAME_CODE = re.compile(
    r"(?<![\w])(?!lobby[^\n]*?\b(?:floors?|flat|apartment|building|courier|buzz\w*|concierge|residents?|cleaner|door)\b)(?:kahoot|quizizz|blooket|gimkit|mentimeter|slido|jackbox|among us|game ?pin|spiel-?pin|pin (?:de|du) (?:jeu|juego|partie)|"
    r"lobby(?:[\s\-]?code)?|(?<!changing )(?<!locker )(?<!dressing )room[\s\-]?code|party[\s\-]?code|join[\s\-]?code|server[\s\-]?code|kod (?:do )?(?:pokoju|lobby|gry|serwera)|"
    r"raumcode|lobby-?code|c[oó]digo (?:de )?(?:la )?(?:sala|partida|lobby)|code (?:de )?(?:la )?(?:salle(?! de sport| de gym| des f)|partie|lobby|salon)|"
    r"код (?:кімнати|лобі|гри|комнаты|лобби|игры))"
)
_GAME_TOKEN = re.compile(r"(?<![\w])(\d{3} \d{3,4}|[A-Za-z0-9]{4,8})(?![\w])")
_GAME_STAT = re.compile(
    r"(?<![\w])(?:elo|fide|mmr|rating|ranking|rank|high ?score|highscore|personal best|rekord\w*|wynik\w*|punktestand|"
    r"bestleistung|puntuaci[oó]n|r[ée]cord|classement|score|рейтинг\w*|рекорд\w*)"
    r"(?:[^.!?\n\d]{0,30}?)(?<![\w])(\d{3,7})(?![\w]|[.,]\d)"
)
_GAME_WORDS = re.compile(literal_alternation((
    "kahoot|quizizz|blooket|gimkit|mentimeter|slido|jackbox|among us|lobby|lobbi|лобі|лобби|game|spiel|jeu|juego|gry|grze|"
    "игр|гри|грі|partie|partida|server|serwer|room|pokoj|raum|sala|salle|кімнат|комнат|chess|schach|szach|"
    "ajedrez|échecs|шах|elo|fide|mmr|rating|ranking|high score|highscore|rekord|punktestand|puntuaci|classement|рейтинг|"
    "fortnite|minecraft|valorant|league|cs2|dota|roblox|fifa|apex|overwatch|steam"
).split("|")))


_DIGIT = re.compile(r"\d")


# an error or status code, a hash: the number or hex after them is public
_PUBLIC_CODE = re.compile(
    r"(?<![\w])(?:(?:error|status|exit|return|http|fehler|błędu|erreur|помилки|ошибки)[\s\-]?codes?|"
    r"(?:kod|code|c[oó]digo|код)[\s\-](?:błędu|d'erreur|de error|de estado|помилки|ошибки)|fehlercode|"
    r"tx[\s_\-]?hash|transaction hash|commit(?: hash)?|sha-?\d*|checksum|hash)"
    r"[^\S\n]*[:=#]?[^\S\n]*(?:is[^\S\n]+)?((?:0x)?[0-9a-f]{6,64}|\d{3,8})(?![\w])"
)

# Code pasted for help whose values the writer calls documented examples, placeholders or test data:
# "`int('0501234567')` ... Це просто приклад рядка", "@pytest.mark.parametrize("pesel", [...])  #
# przykłady z dokumentacji", "el NIE 'X0000000T' del ejemplo de la documentación ^[XYZ]\d{7}[A-Z]$".
# Its quoted number-shaped literals (digits, capitals, separators; no lower case, so never a password)
# are claimed as not private before the number finders read them.
_CODE_MARK = re.compile(r"`|\\d|\[A-Z|\[0-9|\bregexp?\b|\bregular expression|\bwyrażeni\w* regularn\w*|\bexpresi[oó]n regular|"
                        r"\bexpression r[ée]guli[eè]re|\bregul[äa]r\w* ausdruck|\bрегуляр\w*")
_DOC_EXAMPLE = re.compile(
    r"(?i)(?:from|in) the (?:docs|documentation|readme)|\bdoc(?:s|umentation)(?:'s)? (?:examples?|samples?)|"
    r"(?:just|only|merely) (?:an? )?(?:examples?|samples?)|examples? (?:string|value|data|input)s?|"
    r"placeholders?|platzhalter|marcador(?:es)? de posici[oó]n|espacio reservado|dummy|fake (?:data|values?)|"
    r"test (?:data|values?|fixtures?|vectors?)|\bfixtures?\b|testdaten|testwerte|"
    r"z dokumentacji|przykład\w* z|tylko przykład|dane testowe|wartości testowe|"
    r"aus der doku\w*|(?:nur )?ein beispiel|beispielwerte|"
    r"de la documentaci[oó]n|del ejemplo|(?:solo|sólo) (?:un|es un) ejemplo|valores? de (?:prueba|ejemplo)|datos de prueba|"
    r"de la documentation|(?:juste|seulement) un exemple|valeurs? (?:de test|d'exemple)|"
    r"з документації|из документации|просто приклад|лише приклад|тільки приклад|просто пример|только пример|"
    r"тестов\w* (?:дан\w*|значен\w*)"
)
_QUOTED_NUMBER = re.compile(r"(?<![\w])['\"](\+?[0-9A-Z(][0-9A-Z \-./()]{4,38}[0-9A-Z])['\"]")


# In a pasted snippet: "WITH PASSWORD 'password'" (the keyword as its own sample value); in a test
# ("def test_login", "assert", "expect(", "@pytest", "it('...'"), the sample passwords every tutorial
# uses ('secret123', 'password1', 'test1234', 'hunter2', 'P@ssw0rd'): fixtures, not anybody's secret.
_QUOTED = re.compile(r"(?<![\w])(['\"])([^'\"\s]{2,32})\1")
_TEST_SNIPPET = re.compile(r"\bdef test|\bassert|\bexpect\(|@pytest|\bit\(['\"]|\bdescribe\(|\bfixtures?\b|unittest|TestCase|\bspec\b")
_SAMPLE_PASSWORD = re.compile(
    r"(?i)(?:secret|password|passw0rd|p@ssw0rd|p@ssword|pass|pwd|test|tester|testing|admin|user|demo|qwerty|letmein|"
    r"hunter|changeme|welcome|foo|bar|foobar|abc|alice|bob|example|sample|dummy|hasło|haslo|passwort|geheim|contraseña|"
    r"clave|motdepasse|пароль|parol)[_\-]?\d{0,6}!?"
)


def claim_code_examples(text: str, low: str, claimed: Claims) -> None:
    """Claim the number-shaped literals of a pasted snippet its writer calls documented examples,
    and a snippet's sample passwords (see above)."""
    if "'" not in text and '"' not in text:
        return
    if "`" in text:
        test = _TEST_SNIPPET.search(text) is not None
        for m in _QUOTED.finditer(text):
            value = m.group(2)
            if (value.lower() in PASSWORD_WORDS or (test and _SAMPLE_PASSWORD.fullmatch(value))) \
                    and not claimed.overlaps(*m.span(2)):
                claimed.append(m.span(2))
                claimed.reject(*m.span(2))
    if not _CODE_MARK.search(text) or not _DOC_EXAMPLE.search(low):
        return
    for m in _QUOTED_NUMBER.finditer(text):
        if sum(c.isdigit() for c in m.group(1)) >= 4 and not claimed.overlaps(*m.span(1)):
            claimed.append(m.span(1))
            claimed.reject(*m.span(1))

# Numbers that are nobody's: a lottery ticket's numbers, a number put to a prime/factor question, an
# invoice's number with its letter series ("рахунок № СФ-000482", "faktura nr FV/2024/118").
_LOTTERY_WORDS = re.compile(
    r"lott\w*|lotto|lotería|loteria|loterie|loto\b|euromillion\w*|eurojackpot|powerball|bingo|keno|"
    r"trafie[nń]\w*|wylosowan\w*|skreśl\w*|drawn|winning numbers|gezogen\w*|ziehung|sorteo|sorteados|tirage|"
    r"лото\b|лотере\w*|тираж\w*"
)
_SMALL_NUMBER_RUN = re.compile(r"(?<![\d.,])\d{1,2}(?:[ \t]*[,;]?[ \t]+\d{1,2}|,\d{1,2}){4,}(?![\d.,]\d|\d)")
_PRIME_WORDS = re.compile(  # (not "first" - pierwszy, premier - nor a cousin - primo - nor "two-factor";
    # nor the French bonus or benefit: "la prime d'activité", "ma prime de Noël", "les primes d'assurance",
    # (round 42) "demande de prime à la conversion", "prime à l'embauche"; round 50 (rids): a name in quotes or a compound,
    # 'un site « primes-militaires »')
    r"(?<!amazon )(?<!la )(?<!une )(?<!ma )(?<!sa )(?<!ta )(?<!les )(?<!des )(?<!mes )(?<!vos )(?<!nos )"
    r"(?<!votre )(?<!notre )(?<!leur )(?<!leurs )(?<!cette )(?<![«\"“„] )(?<![«\"“„])\bprimes?\b(?! video| minister| day| d['’]| de | à | a la | a l['’]|-)|\bprime factors?|\bfactori[sz]\w*|"
    r"liczb\w* pierwsz\w*|czynnik\w* pierwsz\w*|rozł\w* na czynniki|rozkład\w* na czynniki|"
    r"primzahl\w*|primfaktor\w*|faktorisier\w*|n[úu]meros? primos?|factores primos|factoriza\w*|es primo\b|"
    r"nombres? premiers?|facteurs premiers|d[ée]compos\w* en facteurs|"
    r"прост\w* (?:числ\w*|множник\w*|множител\w*)|розклад\w* на множник\w*|разлож\w* на множител\w*"
)
_BARE_LONG_NUMBER = re.compile(r"(?<![\w.,/\-])\d{6,40}(?![\w/\-]|[.,]\d)")
_INVOICE_NUMBER = re.compile(
    r"(?i)(?:invoice|faktur\w*|rechnung\w*|factur\w*|рахун\w*(?:-фактур\w*)?|сч[её]т\w*(?:-фактур\w*)?)"
    r"[^\S\n]*(?:№|nr\.?|no\.?|number|numer|nummer|n[úu]mero|num[ée]ro|#)?[^\S\n]*"
    r"(?-i:([A-ZА-ЯЁІЇЄ]{1,5}[\-/][^\S\n]?\d[\d/\-]{2,20}))(?![\w])"
)
_SENTENCE = re.compile(r"[^.!?\n]+")


# a short number said to be free or anonymous to call: a public helpline ("le 3919, qui est gratuit et anonyme",
# "the 116 123 line is free", "die 0800 ... ist kostenlos"), nobody's PIN (on lower-cased text)
_FREE_WORDS = (r"(?:gratuit\w*|anonym\w*|free(?:phone)?|toll[- ]free|kostenlos\w*|gebührenfrei\w*|gratis|an[oó]nim\w*|"
               r"bezpłatn\w*|bezplatn\w*|anonimow\w*|безкоштовн\w*|анонімн\w*|бесплатн\w*|анонимн\w*|24/7|24h)")
_FREE_LINE_HINT = re.compile(_FREE_WORDS)
_FREE_LINE = re.compile(
    r"(?<![\w.,:/\-+#$€£])(\d{3,6}|\d{3} \d{3})(?![\w]|[.,:/\-]\d)[^\S\n]*[,(–—\-]?[^\S\n]*"
    r"(?:(?:qui|which|that|it|der|die|das|que|który|która|które|який|яка|которы\w*)\s)?"
    r"(?:(?:est|is|ist|es|jest|є|—|are|sont|sind|son)\s)?(?:(?:toujours|always|immer|siempre|zawsze|totally|completely|"
    r"totalement|völlig|totalmente|całkowicie|\w+ment)\s)?" + _FREE_WORDS
    + r"(?!\s(?:à|a|to|zu|de|do|для|для того)\s)"  # "c'est 3919, gratuit à changer": the change is free, not the line
)


def claim_public_numbers(text: str, low: str, claimed: Claims) -> None:
    """Claim lottery numbers, a number in a prime/factor question and a lettered invoice number."""
    def claim(start: int, end: int) -> None:
        if not claimed.overlaps(start, end):
            claimed.append((start, end))
            claimed.reject(start, end)

    if _LOTTERY_WORDS.search(low):
        for m in _SMALL_NUMBER_RUN.finditer(text):
            claim(*m.span())
    if _PRIME_WORDS.search(low):
        for sentence in _SENTENCE.finditer(low):
            if _PRIME_WORDS.search(sentence.group()):
                for m in _BARE_LONG_NUMBER.finditer(text, sentence.start(), sentence.end()):
                    claim(*m.span())
    if "-" in text or "/" in text:
        for m in _INVOICE_NUMBER.finditer(text):
            claim(*m.span(1))
    if _FREE_LINE_HINT.search(low):
        for m in _FREE_LINE.finditer(low):  # (round 32) "le 3919, qui est gratuit et anonyme": a public helpline
            claim(*m.span(1))


def claim_game_codes(text: str, low: str, claimed: Claims) -> None:
    """Claim the codes players share to join a game, their ratings, error codes and hashes as not private."""
    if not _THREE_DIGITS.search(text):
        return
    if "error" in low or "status" in low or "exit" in low or "http" in low or "fehler" in low or "błęd" in low \
            or "erreur" in low or "помилк" in low or "ошибк" in low or "hash" in low or "commit" in low or "sha" in low \
            or "checksum" in low or "code" in low:
        for m in _PUBLIC_CODE.finditer(low):
            if any(c.isdigit() for c in m.group(1)):
                claimed.append(m.span(1))
                claimed.reject(*m.span(1))
    if not _GAME_WORDS.search(low):
        return
    for m in _GAME_CODE.finditer(low):
        end = min(len(text), m.end() + 40)
        stop = re.search(r"[.!?\n](?:\s|$)", text[m.end():end])
        for t in _GAME_TOKEN.finditer(text, m.end(), m.end() + stop.start() if stop else end):
            value = t.group(1)
            if any(c.isdigit() for c in value) or value.isupper():
                claimed.append(t.span(1))
                claimed.reject(*t.span(1))
                break
    for m in _GAME_STAT.finditer(low):
        head = low[max(0, m.start() - 60):m.start(1)]
        if _GAME_WORDS.search(head) or m.group().startswith(("elo", "fide", "mmr")):
            claimed.append(m.span(1))
            claimed.reject(*m.span(1))


# ---------------------------------------------------------------- gift cards and prepaid codes
_GIFT = re.compile(
    r"(?<![\w])(?:gift ?cards?|gift ?codes?|gift ?vouchers?|e-?gift|gift certificate|store credit|prepaid(?: card| code)?|"
    r"top-?up code|redeem code|redemption code|wallet code|"
    r"(?:karta|karty|kartę|kartą|bon\w*|voucher\w*|kod\w*) (?:podarunkow\w*|prezentow\w*)|doładowani\w*|"
    r"geschenk-?karte\w*|geschenk-?gutschein\w*|guthaben-?karte\w*|guthaben-?code\w*|guthabenkarte\w*|gutschein-?karte\w*|"
    r"(?:[a-z]+-)?guthaben\w*|prepaid-?karte\w*|einlösecode\w*|"
    r"tarjeta(?:s)? (?:de )?regalo|c[oó]digo (?:de )?regalo|cheque regalo|vale regalo|tarjeta prepago|"
    r"cartes? cadeaux?|codes? cadeaux?|ch[eè]que cadeau|bon d'achat|carte prépayée|"
    r"подарунков\w* (?:картк\w*|сертифікат\w*|код\w*)|подарочн\w* (?:карт\w*|сертификат\w*|код\w*)|"
    r"paysafe\w*|psn|playstation store|xbox|nintendo eshop|eshop|steam|google play|itunes|app store|apple gift|"
    r"amazon|roblox|robux|v-?bucks|riot points|blizzard|razer gold|"
    r"vouchers?|gutschein\w*|bon (?:podarunkowy|upominkowy|prezentowy)|bony (?:podarunkowe|upominkowe)|vale(?: de)? regalo|"
    r"ch[eè]que cadeau|ваучер\w*|сертифікат\w*|сертификат\w*)(?![\w])"
)
# a voucher that is a discount, not money: "discount voucher SAVE-10-NOW"
_DISCOUNT = re.compile(
    r"discount|promo|coupon|\d+ ?% |\boff\b|rabat\w*|zniżk\w*|rabatt\w*|descuento|rebaja|réduction|remise|скидк\w*|знижк\w*"
)
# the code's own shape: groups of letters and digits ("B72NK-9HQBN-RRDZN"), a run of ten or more
# letters and digits with both, or a prepaid PIN of 16 digits ("0123 4567 8912 3456")
_GIFT_VALUE = re.compile(
    r"(?<![\w\-])(?P<val>[a-z0-9]{3,6}(?:-[a-z0-9]{3,6}){2,5}|(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{10,25}|\d{4}(?:[ \-]?\d{4}){3,4}|[a-z0-9]{4}(?: [a-z0-9]{4}){3,4})(?![\w\-])"
)
_GIFT_HINT = re.compile(literal_alternation((
    "gift|prepaid|redeem|redemption|wallet|podarunk|prezentow|doładow|geschenk|guthaben|einlöse|regalo|prepago|cadeau|"
    "bon d'achat|prépayée|подарун|подароч|paysafe|psn|playstation|xbox|eshop|steam|google play|itunes|app store|"
    "amazon|roblox|robux|bucks|riot|blizzard|razer|voucher|gutschein|bon |bony |vale|chèque|cheque|ваучер|сертиф"
).split("|")))
_NOT_GIFT_GAP = re.compile(r"order|bestell|zamówieni|pedido|commande|замовлен|заказ|tracking|serial|seri|invoice|faktur|factur")


_PROMO_VALUE = re.compile(r"(?<![\w\-])[a-z0-9]+(?:-[a-z0-9]+)*(?![\w\-])")


def _gift_codes(text: str, low: str, add: Add, claimed: Claims) -> None:
    discount = None
    for m in _GIFT.finditer(low):
        if m.group().startswith(("voucher", "gutschein", "ваучер", "сертиф")):
            if discount is None:
                discount = bool(_DISCOUNT.search(low))
            if discount:  # a discount code is printed on flyers: decided, not for the learned model either
                for v in _PROMO_VALUE.finditer(low, m.end(), min(len(low), m.end() + 60)):
                    if any(c.isdigit() for c in v.group()) and any(c.isalpha() for c in v.group()):
                        claimed.reject(*v.span())
                continue
        window = low[m.end():m.end() + 60]
        stop = re.search(r"[.!?\n](?:\s|$)", window)
        end = m.end() + (stop.start() if stop else len(window))
        for v in _GIFT_VALUE.finditer(low, m.end(), end):
            value = v.group("val")
            if _NOT_GIFT_GAP.search(low, m.end(), v.start()) or is_placeholder(value):
                continue
            bare = value.replace(" ", "").replace("-", "")
            named_pin = bare.isdigit() and len(bare) == 16 and ("paysafe" in m.group() or "pin" in low[m.start():v.start()])
            if ("-" in value or " " in value[4:5]) and (sum(c.isdigit() for c in value) < 2 - (" " in value) or sum(c.isalpha() for c in value) < 2) \
                    and not named_pin:  # (round 47: "paysafe ... geholt: 7974 1897 1290 5896" is the voucher's PIN in groups)
                continue  # "XXXX-XXXX-XXXX", "2024-0011-5532": a mask, a date or a number, not a code
            if bare.isdigit() and not ("paysafe" in m.group() or "pin" in low[m.start():v.start()]):
                continue  # sixteen digits are a prepaid PIN only with its name
            add("gift card or prepaid code", v.start("val"), v.end("val"))
            break


# ---------------------------------------------------------------- authenticators, Steam Guard
_AUTH_SHOWS = re.compile(
    r"(?<![\w])(?:authenticator|authenticator app|aplikacj\w* uwierzytelniając\w*|uwierzytelniacz\w*|authentifizierungs-?app|"
    r"authenticator-app|app (?:de )?autenticaci[oó]n|app autenticadora|autenticador|application d'authentification|"
    r"authentificateur|автентифікатор\w*|аутентифікатор\w*|аутентификатор\w*)(?![\w])"
    r"[^.!?\n\d]{0,40}?(?:shows?|showing|displays?|says|gives|pokazuje|wyświetla|podaje|zeigt|anzeigt|muestra|da|"
    r"affiche|indique|показує|показывает|видає|выдает)(?![\w])[^.!?\n\d]{0,20}?(?<![\w])(\d{3} \d{3}|\d{6,8})(?![\w]|[.,:/]\d)"
)
_UWIERZ = re.compile(
    r"(?<![\w])kod\w* (?:z |w )?(?:aplikacj\w* )?uwierzytelniając\w*[^.!?\n\d]{0,20}?(?<![\w])(\d{3} \d{3}|\d{6,8})(?![\w]|[.,:/]\d)"
)
_STEAM_GUARD = re.compile(r"(?<![\w])steam[\s\-]?guard(?:[\s\-]?(?:code|kod|código|код))?\s*(?:[:=]|is|to|ist|es|est)?\s*([A-Za-z0-9]{5})(?![\w])")


def _authenticators(text: str, low: str, add: Add) -> None:
    for pattern in (_AUTH_SHOWS, _UWIERZ):
        for m in pattern.finditer(low):
            digits = m.group(1).replace(" ", "")
            if len(set(digits)) > 1 and digits not in "0123456789":
                add("one-time code", *m.span(1))
    if "guard" in low:
        for m in _STEAM_GUARD.finditer(low):
            value = text[m.start(1):m.end(1)]
            if value.isupper() or any(c.isdigit() for c in value) and value.upper() == value:
                add("one-time code", *m.span(1))


# (round 47, rids) a Steam Guard code named with the code word as gamers write it - "лови код гуарда 8RBJC", "код зі стім
# гварда Q28RQ", "kod z guarda to C4N35", "el codigo del guard es R586Y", "guard code: 4D77K": five characters of the
# authenticator's alphabet (digits 2-9 and consonants: no vowel, no 0/1/O/I/L), one digit and one letter at least,
# typed in capitals; "Guardia Civil 062", "guardería" and a guard's shift have neither the code word nor the value
_GUARD_SAID = LazyPattern(
    r"(?<![^\W\d_])(?:(?:код\w*|kod\w*|code|c[oó]digo|codigo)(?:[ \t]+(?:з|зі|із|от|с|со|из|z|ze|from|del|de|du|vom|von|aus|"
    r"the|el|le|du))?(?:[ \t]+(?:стім|стим|steam|стіма|стима|стиму|стіму))?[ \t]+(?:гуард\w*|гвард\w*|guard[ae]?|guards)|"
    r"(?:(?:стім|стим|steam)[ \t\-]?)?(?:гуард\w*|гвард\w*|guard)[ \t\-]?(?:код\w*|kod\w*|code|c[oó]digo|codigo))"
    r"(?![^\W\d_])[ \t]*(?:(?:[:=\-—–]|is|es|est|c'est|ist|to|jest|це|это)[ \t]*)?([2-9bcdfghjkmnpqrtvwxy]{5})(?![\w])"
)


def _guard_said(text: str, low: str, add: Add) -> None:
    for m in _GUARD_SAID.finditer(low):
        value = text[m.start(1):m.end(1)]
        if value.isupper() and any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            add("one-time code", *m.span(1))


# ---------------------------------------------------------------- a code named by where it came from
_CODE_WORD = r"(?:code|kod|kodem|c[oó]digo|codigo|код|tan|otp|pin|cl@ve pin)"
_CAME_CODE = re.compile(
    r"(?<![\w])" + _CODE_WORD + r"(?![\w])[^.!?\n\d]{0,45}?(?<![\w])(?:texted|sent|got|received|came|arrived|"
    r"przyszedł|przyszła|przyszło|dostał\w*|otrzymał\w*|wysłali|przysłali|bekommen|erhalten|geschickt|gesendet|kam|"
    r"lleg[oó]|ha llegado|han enviado|mandaron|enviaron|recib\w*|re[cç]u|envoy[ée]|arriv[ée]|"
    r"прийшов|прийшла|прийшло|надіслали|отримав\w*|пришел|пришёл|пришло|прислали|получил\w*)(?![\w])"
    r"[^.!?\n\d]{0,70}?(?:[:=—–]|\b(?:is|was|es|era|ist|war|lautet|est|c'est|to|jest|це|это)\b)[^\S\n]*[\"'„“«]?"
    r"(\d(?: \d){3,7}(?! \d)|\d{3} \d{3}|\d\d \d\d \d\d|\d{4,8})" + _NUMBER_END
)
# "kod SMS z USOS do zmiany hasła 774770", "SMS-Code von der Sparkasse für die Überweisung 820431": a code
# that can only be a one-time code, a few words saying whose it is, then the number
_OTP_NAME = re.compile(
    r"(?<![\w])(?:sms[\s\-]?code|verification code|confirmation code|one[\s\-]time code|2fa code|login code|"
    r"kod\w* (?:sms|weryfikacyjn\w*|potwierdzając\w*|jednorazow\w*|autoryzacyjn\w*|2fa)|"
    r"sms-?code|bestätigungs-?code|verifizierungs-?code|einmal-?code|"
    r"c[oó]digo (?:sms|de verificaci[oó]n|de confirmaci[oó]n|de un solo uso)|"
    r"code (?:sms|de v[ée]rification|de confirmation|à usage unique)|"
    r"код\w* (?:з |із |из )?(?:смс|sms|підтвердження|подтверждения)|"
    r"c[oó]digo bizum|bizum code|код\w* (?:з |із )?(?:дії|дія|diia)|"
    r"(?P<access>access code|passcode|kod\w* dostępu|zugangs-?code|c[oó]digo de acceso|code d'acc[eè]s|код\w* доступу|код\w* доступа))(?![\w])"
    r"((?:[^\S\n]+[^\W\d][\w\-']*){0,7})[^\S\n]*[:—–]?[^\S\n]*(\d{3} \d{3}|\d\d \d\d \d\d|\d{4,8})" + r"(?![\w]|[.,/:]\d| \d)"
)
# (round 46, rids) a code the bank, the card or a payment asks for, then the number - its digits maybe typed apart:
# "el banco me pide el código 5 0 2 7 7 1 para pagar", "la banque me demande le code 502771", "die Bank fragt nach dem
# Code 5 0 2 7 7 1", "банк просит код ... для оплаты"; a money word in the message (_ASKED_MONEY), not a postal, a
# discount or a promo code (the words between)
_ASKED_CODE = re.compile(
    r"(?<![\w])(?:pide|piden|pidiendo|pedía|ped[ií]a|asks?|asking|asked|wants|demande|demandent|r[ée]clame|verlangt|"
    r"fragt|will|möchte|prosi|proszą|chce|żąda|просит|просять|просить|просили|требует|вимагає|запитує|питає)"
    r"(?![\w])(?:[^\S\n]+(?:me|mi|mir|mich|mnie|мене|меня|у меня|for|um|nach|dem|den|der|die|das|the|this|that|o|el|le|la|de|del|du|"
    r"ce|cette|ten|tego|tu|twój|"
    r"ваш|ввести|вписать|podać|poner|introducir|saisir|entrer|eingeben|type|enter))*[^\S\n]+"
    r"(?:code|c[oó]digo|codigo|kod|kodu|код|tan|otp)(?![\w])[^\S\n]*[:=—–]?[^\S\n]*"
    r"(\d(?: \d){3,7}|\d{3} \d{3}|\d{4,8})(?![\w]|[.,/:]\d| \d)"
)
_ASKED_MONEY = re.compile(
    r"(?<![\w])(?:bank\w*|banc[oa]|banque|банк\w*|tarjeta|karta|karty|card|carte|karte|картк\w*|карт[аыу]|bizum|blik|"
    r"paypal|pag(?:ar|o|ue)|payment|pay|płatno\w*|płacić|zapłacić|przelew\w*|zahlung|überweisung|bezahl\w*|paiement|"
    r"payer|virement|оплат\w*|платіж\w*|плат[её]ж\w*|переказ\w*|перевод\w*|transfer\w*|transferencia)(?![\w])"
)
_ENDING = re.compile(r"ending|kończ|końcówk|endet|endend|termina|se termine|закінчу|заканчива|last|ostatni|letzte|últim|dernier|останн|последн")


# what a number after "code" is when one of these words comes right before the code word
NOT_SECRET_CODE_BEFORE = re.compile(
    r"(?:error|status|exit|return|postal|zip|post|area|country|dial|product|item|article|promo|discount|coupon|tracking|"
    r"order|building|dress|source|colou?r|tax|fehler|błędu|pocztow\w*|kreskow\w*|erreur|promo\w*|rabat\w*|"
    r"помилки|ошибки|de error|postal|de estado|de réduction|de suivi)\W{0,3}\Z"
)


def _named_codes(text: str, low: str, add: Add, claimed: Claims) -> None:
    for m in _CAME_CODE.finditer(low):
        if _plain_number(m.group(1), low, m.end(1)) and not NOT_SECRET_CODE_BEFORE.search(low, max(0, m.start() - 20), m.start()):
            add("one-time code", *m.span(1))
    if _ASKED_MONEY.search(low):
        for m in _ASKED_CODE.finditer(low):
            if _plain_number(m.group(1), low, m.end(1)):
                add("one-time code", *m.span(1))
    for m in _OTP_NAME.finditer(low):
        if _ENDING.search(m.group(2)):
            claimed.reject(*m.span(3))  # "sent to the number ending 4821": a phone's tail, said so
            continue
        if not _plain_number(m.group(3), low, m.end(3)):
            continue
        add("access code" if m.group("access") else "one-time code", *m.span(3))


# ---------------------------------------------------------------- codes for places and roles
_PLACE = (
    r"(?:house|home|flat|apartment|building|office|dorm|dormitory|hostel|care home|nursing home|ward|wing|lift|elevator|"
    r"bike (?:shed|room|store|storage)|shed|basement|cellar|storage|stairwell|gym|staff room|back office|mailbox|classroom|server room|"
    r"domu|mieszkania|akademika|bloku|biura|budynku|piwnicy|szatni|komórki|wózkowni|rowerowni|skrzynki|windy|"
    r"domu opieki|oddziału|hospicjum|internatu|hotelu|pokoju\w*|sali|gabinetu|serwerowni|"  # (round 18: work and school rooms)
    r"haus|hauses|wohnung|büro|wohnheim|keller|pflegeheim|heim|station|aufzug|fahrradkeller|lehrerzimmer\w*|klassenzimmer\w*|serverraum\w*|"
    r"casa|piso|edificio|oficina|residencia|ascensor|trastero|portería|sala\w*|aula|despacho|conserjer[ií]a|"
    r"maison|appartement|bâtiment|batiment|bureau|résidence|residence|ehpad|ascenseur|cave|local vélo|salle\w*|"
    r"гуртожит\w*|будинк\w*|квартир\w*|офіс\w*|ліфт\w*|підвал\w*|общежити\w*|дом\w*|офис\w*|лифт\w*|подвал\w*|кабінет\w*|учительськ\w*|кабинет\w*|учительск\w*|"
    r"warehouse|storeroom|magazyn\w*|lager\w*|almac[ée]n|entrep[ôo]t|склад\w*|"
    # (round 46, rids) a parish's or a club's rooms: "kod do salki katechetycznej 1905*", "code for the church hall"
    r"salk\w*|świetlic\w*|swietlic\w*|zakrystii|kaplicy|plebanii|parish hall|church hall|community hall|vestry|"
    r"sacristy|clubhouse|gemeindesaal\w*|gemeindehaus\w*|pfarrheim\w*|pfarrsaal\w*|sakristei|vereinsheim\w*|"
    r"sacrist[ií]a|sal[oó]n parroquial|local parroquial|sacristie|presbyt[èe]re|salle paroissiale|ризниц\w*)"
)
_PLACE_CODE = re.compile(
    r"(?<![\w])(?:(?:code|c[oó]digo|codigo|kod|kodu|код)\s(?:(?:to|for|of|do|od|für|fürs|zum|zur|vom|de|del|du|de la|"
    r"de l'|pour|від|от|до|для|у|в)\s?)(?:(?:the|my|our|das|den|die|der|dem|la|el|le|l'|mon|ma|mi|nasz\w*|mojego|mojej)\s)?"
    + _PLACE + r"|(?:visitor|visitors|visiting|guest|staff|entrance|lift|ward|wing|dorm|besucher|gäste|eingangs|wohnheim|room|classroom|"
    r"visitante|visiteur|visiteurs|gość\w*|odwiedzając\w*)[\s\-]?(?:code|codes|pin|kod|c[oó]digo|код)|"
    r"(?:code|c[oó]digo|kod|код)[\s\-](?:visiteurs?|visitantes?|de visita|dla gości|dla odwiedzających|gościa|"
    r"для відвідувачів|для посетителей))(?![\w])"
    r"[^.!?\n\d]{0,40}?(?<![\w])(\d{4,8}[*#]?)" + _NUMBER_END
)
_ENTRY_CODE = re.compile(
    r"(?<![\w])(?:code|codes|kod|kodu|c[oó]digo|codigo|код)[^\S\n]+(?:to get in|to go in|to let (?:you|me|us) in|to enter|for entry|"
    r"to open (?:it|the door|the gate)|żeby wejść|by wejść|do wejścia|wejściowy|zum reinkommen|zum hineinkommen|zum eintreten|"
    r"für den eingang|para entrar|de entrada|pour entrer|d'entrée|щоб зайти|щоб увійти|щоб відкрити|чтобы войти|чтобы зайти|"
    r"чтобы открыть|для входу|для входа)(?![\w])"
    r"[^.!?\n\d]{0,40}?(?<![\w])(\d{4,8}[*#]?)" + _NUMBER_END
)
_SET_CODE = re.compile(
    r"(?<![\w])(?:set|changed|reset|ustawi\w*|zmieni\w*|gesetzt|ge[äa]ndert|eingestellt|puse|cambi[ée]|configur[ée]|mis|chang[ée]|"
    r"постави\w*|змінив\w*|встанови\w*|поменя\w*)[^\S\n]+(?:(?:the|my|a|new|nowy|den|el|le|мій)[^\S\n]+)?"
    r"(?:code|pin|kod|c[oó]digo|код|пін|пин)(?![\w])(?:[^\S\n]+(?:to|na|auf|a|en|à|sur|на)|[^\S\n]+[^\W\d]\w*[^\S\n]+(?:gesetzt|ge[äa]ndert))?"
    r"[^\S\n]*[:—–]?[^\S\n]*(\d{4,8})" + _NUMBER_END
    + r"|(?<![\w])(?:code|pin)[^\S\n]+auf[^\S\n]+(\d{4,8})[^\S\n]+(?:gesetzt|ge[äa]ndert|eingestellt|umgestellt)"
)
_ROLE_CODE = re.compile(
    r"(?<![\w])(?:(?:manager|supervisor|admin|administrator|master|owner|service|staff)[\s\-]?(?:code|pin|passcode)|"
    r"(?:code|pin|c[oó]digo|kod|код)[\s\-](?:g[ée]rant|manager|superviseur|responsable|administrateur|ma[iî]tre|"
    r"kierownika|menedżera|administratora|serwisowy|serwisu|(?:de )?(?:encargado|supervisor|administrador|gerente)|"
    r"менеджера|адміністратора|администратора)|"
    r"(?:manager|filialleiter|chef|admin|service|master|techniker)-?(?:code|pin)|"
    r"pin\w* kierownika|pin\w* (?:du |de )?g[ée]rant)(?![\w])"
    r"[^.!?\n\d]{0,50}?(?:[:=—–]|\b(?:is|es|ist|lautet|est|c'est|to|jest|це|это)\b)[^\S\n]*[\"'„“«]?(\d{4,8})" + _NUMBER_END
)
_INTERCOM = re.compile(r"(?<![\w])(?:domofon\w*|intercom|interphone|домофон\w*|gegensprechanlage)[^\S\n]?[:\-]?[^\S\n]?(\d{4,8}[*#]?)" + _NUMBER_END)
_PRESCRIPTION = re.compile(
    r"(?<![\w])(?:e-?recept\w*|recept\w*|e-?rezept\w*|rezept\w*|receta\w*|ordonnance\w*|prescription\w*|рецепт\w*|"
    r"e-?skierowani\w*|skierowani\w*|e-?направлен\w*|направлен\w*)"
    r"(?:[^\S\n]+(?:na|kod|code|código|код|nr)\b|[^.!?\n\d]{0,40}?(?:kod|code|c[oó]digo|код|pin)\w*"
    r"(?:[^\S\n]+(?:do|для|for|für|pour|para)[^\S\n]+(?:apteki|аптеки|pharmacy|apotheke|pharmacie|farmacia))?)"
    r"[^\S\n]*[:—–]?[^\S\n]*(\d{4})" + _NUMBER_END
    + r"|(?<![\w])(?:kod|code|c[oó]digo|код)\w*[^\S\n]+(?:e-?recept\w*|recept\w*|рецепт\w*|e-?skierowani\w*|skierowani\w*|"
    r"e-?направлен\w*|направлен\w*|de (?:la )?receta|"
    r"d'ordonnance|de (?:la )?prescription|of the prescription|der verordnung|zum rezept)[^.!?\n\d]{0,40}?[:—–]?[^\S\n]*(\d{4})"
    + _NUMBER_END
)
_PHARMACY_CODE = re.compile(
    r"(?<![\w])(?:kod|code|c[oó]digo|код)\w*[^\S\n]+(?:do|для|for|für|pour|para)[^\S\n]+(?:apteki|аптеки|pharmacy|"
    r"apotheke|pharmacie|farmacia)[^\S\n]*[:—–]?[^\S\n]*(\d{4})" + _NUMBER_END
)


_ENTRY_HINTS = ("get in", "go in", "let ", "enter", "entry", "open", "wejś", "wejsc", "reinkomm", "hineinkomm", "eintret",
                "eingang", "entra", "entrer", "entrée", "зайти", "увійти", "відкри", "войти", "откры", "вход")
_ROLE_HINTS = ("manager", "supervis", "admin", "master", "owner", "service", "staff", "gérant", "gerant", "kierown", "menedż",
               "serwis", "encargad", "gerente", "responsable", "maître", "maitre", "chef", "filialleiter", "techniker",
               "менеджер", "адмін", "админ")
_SET_HINTS = ("set", "chang", "reset", "ustawi", "zmieni", "gesetzt", "geändert", "geandert", "eingestellt", "puse", "cambi",
              "configur", "mis ", "постав", "змін", "встанов", "поменя")


def _place_codes(text: str, low: str, add: Add, code_word: bool) -> None:
    patterns: list[tuple[str, re.Pattern[str]]] = []
    if code_word:
        patterns.append(("door or alarm code", _PLACE_CODE))
        if any(h in low for h in _ENTRY_HINTS):
            patterns.append(("door or alarm code", _ENTRY_CODE))
        if any(h in low for h in _ROLE_HINTS):
            patterns.append(("PIN code", _ROLE_CODE))
        if any(h in low for h in _SET_HINTS):
            patterns.append(("door or alarm code", _SET_CODE))
    if "domofon" in low or "interphone" in low or "intercom" in low or "домофон" in low or "sprechanlage" in low:
        patterns.append(("door or alarm code", _INTERCOM))
    if "recept" in low or "rezept" in low or "receta" in low or "ordonnance" in low or "prescription" in low \
            or "рецепт" in low or "skierowa" in low or "направлен" in low:
        patterns.append(("prescription code", _PRESCRIPTION))
    if code_word and ("apte" in low or "аптек" in low or "pharma" in low or "apothek" in low or "farmacia" in low):
        patterns.append(("prescription code", _PHARMACY_CODE))
    for reason, pattern in patterns:
        for m in pattern.finditer(low):
            value = m.group(m.lastindex or 1)
            if _plain_number(value, low, m.start(m.lastindex or 1) + len(value)) \
                    and not _PIN_NOT_BEFORE.search(low, max(0, m.start(m.lastindex or 1) - 14), m.start(m.lastindex or 1)):
                add(reason, *m.span(m.lastindex or 1))


# ---------------------------------------------------------------- PINs with their owner's words
# "el pin del móvil de la abuela es 1945", "PIN do terminala płatniczego (menu kierownika) to 6573", "mój pin
# do karty 7 2 3 9", "пін-код від картки 7 8 0 7": a PIN word, up to seven words (a bracket counts as one)
# saying whose PIN it is, then the number, its digits maybe spaced
_PIN_OWNER = re.compile(
    r"(?<![\w\-])(?:pin|pin-?code|pin-?kod|pin-?nummer|pin-?код|пін|пін-?код|пин|пин-?код|c[oó]digo pin|kod pin|code pin|"
    r"puk|puk-?code|puk-?kod|puk-?код|c[oó]digo puk|kod puk|code puk|пук|пук-?код|"
    # several PINs listed: "піни: від карти ... 5183", "my PINs: the Visa one is", "moje piny do kart"
    r"(?<!des )(?<!les )(?<!aux )pins|piny|pin[oó]w|pines|pin-?codes|pin-?kody|pin-?nummern|піни|пін-?коди|пины|пин-?коды)(?![\w\-]):?"
    r"(?P<gap>(?:,?[^\S\n]+(?:\([^()\n]{1,40}\)|[^\W\d][\w'’\-]*:??)){0,9}?),?"
    r"[^\S\n]*(?:(?P<conn>[:=—–]|(?<![\w])(?:is|was|es|era|ist|war|lautet|est|c'est|to|jest|wynosi|це|это)(?![\w]))[^\S\n]*)?"
    r"[\"'„“(]?(?P<val>\d(?: \d){3,7}|\d{4,8})(?![\w]|[.,/:]\d| \d)"
)
_PIN_THING = re.compile(
    r"card|kart|tarjeta|carte|картк|карточк|карт(?:а|и|у|і|ою|е|ой)(?!\w)|bank|sim\b|phone|telefon|m[oó]vil|celular|handy|t[ée]l[ée]phone|portable|"
    r"телефон|смартфон|iphone|ipad|tablet|laptop|terminal|kas[ay]|caisse|till|caja|atm|bankomat|cajero|komórk|"
    r"geldautomat|ec-|debit|credit|visa|mastercard|konto|cuenta|compte|рахун|счет|счёт|wallet|psn|steam|xbox|paysafe"
)
_PIN_NOT_BEFORE = re.compile(
    r"(?:\b(?:at|for|um|ab|bis|o|od|a las|à|since|seit|desde|depuis|о|об|з|с|in|im|en|w|von|from|after|nach|po|después|"
    r"après|після|после|model|modell|modelo|modèle|modelu|модель|type|typ|tipo|version|wersja|versión|série|serial|"
    r"line|linia|linii|zeile|línea|ligne|рядок|строка|page|seite|stron\w*|página|сторінк\w*|no\.|nr\.?|№)|[$€£#])\s*\Z"
)
# the PIN's device or rule, not the PIN: "PIN pad", "PIN reset for 4500 users"
_PIN_NOT_GAP = re.compile(
    r"^\s*(?:pads?|-?pad|reset|resets|policy|length|entry|prompt|screen|field|changes?|requirements?|digits?|"
    r"zmian\w*|długoś\w*|länge|änderung\w*|cambio|longitud|longueur|changement)\b"
)


def _owned_pins(text: str, low: str, add: Add) -> None:
    for m in _PIN_OWNER.finditer(low):
        value = m.group("val")
        digits = value.replace(" ", "")
        gap = m.group("gap")
        words = len(gap.split())
        conn = m.group("conn")
        if len(set(digits)) == 1 or digits in "0123456789" or _UNIT_AFTER.match(low, m.end("val")):
            continue
        if _PIN_NOT_BEFORE.search(low, max(0, m.start("val") - 14), m.start("val")):
            continue  # "PIN changed since 2019", "pin from 1500 followers"
        if _PIN_NOT_GAP.match(gap):
            continue
        thing = bool(_PIN_THING.search(gap) or _PIN_THING.search(low, max(0, m.start() - 25), m.start()))
        if text[m.start():m.start() + 3] == "pin" and not thing:
            continue  # the verb: "pin the post to the top 2024"
        if words > 7 and not (conn and thing):
            continue  # a long clause: only with the card or phone named and ':' or 'is' before the number
        if not conn and (words >= 3 and not thing or len(digits) == 4 and digits[:2] in ("19", "20") and " " not in value):
            continue  # many words and then a number, or a year, without "is" or ":"
        add("PIN code", *m.span("val"))


# ---------------------------------------------------------------- a card's security code without its name
# "the code on the back is 918", "les 3 chiffres au dos : 918", "trzy cyfry z tyłu karty 918"
_BACK_CODE = re.compile(
    r"(?<![\w])(?:code|number|numbers|digits|kod|cyfr\w*|numer\w*|code|ziffern|zahl\w*|nummer|c[oó]digo|d[ií]gitos|n[uú]meros|"
    r"chiffres|num[ée]ro|код|цифр\w*)(?![\w])[^.!?\n\d]{0,12}?"
    r"(?:on the back|at the back|z tyłu|na odwrocie|na rewersie|auf der rückseite|hinten drauf|hinten|de atrás|detrás|del reverso|"
    r"al dorso|au dos|derrière|на звороті|ззаду|сзади|на обороте|на обратной стороне)(?![\w])"
    r"[^.!?\n\d]{0,25}?(?:[:=—–]|\b(?:is|are|ist|sind|lautet|es|son|est|sont|c'est|to|jest|są|це|это)\b)?[^\S\n]*(\d{3,4})(?![ \-.]\d{2,4}[ \-.]?\d{2,4})" + _NUMBER_END
)


_BACK_CARD = re.compile(r"card|kart|tarjeta|carte|картк|карточк|visa|mastercard|amex|\b(?:3|three|trzy|drei|tres|trois|три)\b")


def _back_codes(text: str, low: str, add: Add) -> None:
    for m in _BACK_CODE.finditer(low):
        if _UNIT_AFTER.match(low, m.end(1)) or _PIN_NOT_BEFORE.search(low, max(0, m.start(1) - 14), m.start(1)) \
                or not _BACK_CARD.search(low, max(0, m.start() - 80), m.end() + 40):
            continue  # the back of a book, a parcel's label: only a card has a code on its back
        add("card security code", *m.span(1))


# ---------------------------------------------------------------- token shapes read only beside their word
_DISCORD = re.compile(r"(?<![\w.\-])[MNO][A-Za-z\d_\-]{23,27}\.[A-Za-z\d_\-]{6,7}\.[A-Za-z\d_\-]{27,40}(?![\w.\-])")
_TWITCH = re.compile(r"(?<![\w])oauth:([a-z0-9]{30})(?![\w])")


def _vendor_tokens(text: str, low: str, add: Add) -> None:
    if "discord" in low or "token" in low or "токен" in low or "bot" in low or "(" in text:  # (round 21: client.run('...'))
        for m in _DISCORD.finditer(text):
            if looks_random(m.group()):
                add("Discord token", *m.span())
    if "oauth:" in low:
        for m in _TWITCH.finditer(text):
            if any(c.isdigit() for c in m.group(1)):
                add("Twitch token", *m.span(1))


# ---------------------------------------------------------------- entry point
# a value the sentence calls an example or a sample ("PIN 4711 in the spec is an example")
_EXAMPLE_AFTER = re.compile(
    r"[^.!?\n]{0,40}\b(?:example|sample|placeholder|dummy|przykład\w*|beispiel\w*|ejemplo|exemple|приклад\w*|пример\w*)"
)


def find_phrased_secrets(text: str, low: str, add: Add, claimed: Claims, longest: int) -> None:
    """Add the secrets of the phrasings above; `low` is `text` lower-cased with the same length, `longest` the
    length of its longest run without spaces."""
    digits = _DIGIT.search(text) is not None
    pw = "pass" in low or "hasł" in low or "hasl" in low or "contrase" in low or "clave" in low or "mot de passe" in low \
        or "mdp" in low or "парол" in low or "kennwort" in low or "wifi" in low or "wi-fi" in low or "wlan" in low \
        or "router" in low
    if not digits and not pw:
        return
    found = add

    def add(reason: str, start: int, end: int) -> None:  # type: ignore[no-redef]  # (every finder below calls `add`)
        if not _EXAMPLE_AFTER.match(low, end):
            found(reason, start, end)

    if digits and "guard" in low:
        _authenticators(text, low, add)  # (a Steam Guard code may hold one digit)
    if digits:
        _guard_said(text, low, add)  # "лови код гуарда 8RBJC", "код зі стім гварда Q28RQ" (round 47)
    if digits and (longest >= 4 or "paysafe" in low) and _GIFT_HINT.search(low):
        _gift_codes(text, low, add, claimed)  # (a gift code's digits may be scattered)
    if digits and _THREE_DIGITS.search(text):  # every number-finder below reads three digits at least
        if "guard" not in low and ("authent" in low or "autentic" in low or "uwierzyt" in low or "автентиф" in low
                                   or "аутентиф" in low):
            _authenticators(text, low, add)
        pin = "pin" in low or "пін" in low or "пин" in low or "puk" in low or "пук" in low
        code = "cod" in low or "cód" in low or "kod" in low or "код" in low
        if pin or code or "tan" in low or "otp" in low:
            _named_codes(text, low, add, claimed)
        if pin:
            _owned_pins(text, low, add)
        _place_codes(text, low, add, pin or code)
        if "back" in low or "tyłu" in low or "odwrot" in low or "rewers" in low or "rückseite" in low or "hinten" in low \
                or "atrás" in low or "detrás" in low or "reverso" in low or "dorso" in low or "au dos" in low \
                or "derrière" in low or "звороті" in low or "ззаду" in low or "сзади" in low or "оборот" in low \
                or "обратной" in low:
            _back_codes(text, low, add)
        if "wifi" in low or "wi-fi" in low or "wlan" in low or "вайфа" in low or "wpa" in low:
            wifi_digit_keys(text, low, add)
    if pw:
        passwords(text, low, add)
    elif " / " in text and digits:
        slash_pairs(text, add)
    if digits and longest >= 24:
        if _KEY_HINT.search(low):
            named_keys(text, low, add, claimed)
        if "." in text or "oauth:" in low:
            _vendor_tokens(text, low, add)


_KEY_HINT = re.compile(literal_alternation("klucz key schlüssel clave clé cle ключ secret sekret token токен секрет".split()))
_THREE_DIGITS = re.compile(r"\d(?:[ #*\-–]?\d){2}")


speed_up(globals())
