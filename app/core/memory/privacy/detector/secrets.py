"""Secrets: passwords, PINs and one-time codes written in words in English, Polish, German,
Spanish, French and Ukrainian/Russian; login/password pairs; credentials in configuration and
connection strings; vendor token shapes; private keys; wallet recovery phrases.

Documented sample data stays green: the AWS `...EXAMPLE` keys, the jwt.io sample token,
placeholders such as `<token>` or `your-api-key-here`, values read from the environment.
"""
from __future__ import annotations

# Size: over 600 lines because every secret finder here shares the placeholder, look-alike and
# randomness checks and one claims list; splitting it (words, codes, wallet phrases) waits until the
# detector's speed work is done (#14), so the split moves settled code.
import hashlib
import re

from app.core.memory.privacy.detector.checksums import pesel_ok
from app.core.memory.privacy.detector.club_codes import find_club_codes
from app.core.memory.privacy.detector.context import Claims, before
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation, lower_keep_length, speed_up
from app.core.memory.privacy.detector.folding import fold_letters, plain_spellings
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.glued_keys import find_glued_keys
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.meter_numbers import claim_meter_numbers
from app.core.memory.privacy.detector.org_context import SENDER_BEFORE, THING_BEFORE
from app.core.memory.privacy.detector.placeholder_codes import claim_placeholder_codes
from app.core.memory.privacy.detector.portal_codes import find_portal_codes
from app.core.memory.privacy.detector.product_codes import claim_product_codes
from app.core.memory.privacy.detector.public_values import jwt_header as _jwt_header
from app.core.memory.privacy.detector.real_values import said_real
from app.core.memory.privacy.detector.sample_values import placeholder_cvc, sandbox_code
from app.core.memory.privacy.detector.secret_attached import ATTACHED_HINTS, find_attached_secrets
from app.core.memory.privacy.detector.secret_card_pins import find_card_pins
from app.core.memory.privacy.detector.secret_combinations import find_combinations
from app.core.memory.privacy.detector.secret_corrections import find_corrected_secrets
from app.core.memory.privacy.detector.secret_described import find_described_passwords
from app.core.memory.privacy.detector.secret_devices import find_device_secrets
from app.core.memory.privacy.detector.secret_distances import find_distant_secrets
from app.core.memory.privacy.detector.secret_exports import find_export_secrets
from app.core.memory.privacy.detector.secret_forms import find_written_secrets
from app.core.memory.privacy.detector.secret_handed_codes import find_handed_codes
from app.core.memory.privacy.detector.secret_home_codes import find_home_codes
from app.core.memory.privacy.detector.secret_kept_codes import find_kept_pins
from app.core.memory.privacy.detector.secret_otp_topics import find_otp_topics
from app.core.memory.privacy.detector.secret_parcel_codes import find_parcel_codes
from app.core.memory.privacy.detector.secret_passphrases import find_passphrases
from app.core.memory.privacy.detector.secret_phrasings import (
    NOT_SECRET_CODE_BEFORE,
    claim_code_examples,
    claim_game_codes,
    claim_public_numbers,
    find_phrased_secrets,
)
from app.core.memory.privacy.detector.secret_recalled import find_recalled_pins
from app.core.memory.privacy.detector.secret_sent_codes import find_sent_codes, spaced_recovery_list
from app.core.memory.privacy.detector.secret_service_pins import find_service_pins
from app.core.memory.privacy.detector.secret_short_codes import find_short_codes
from app.core.memory.privacy.detector.secret_staff_codes import find_staff_codes
from app.core.memory.privacy.detector.secret_values import CODE_IDENTIFIER as _CODE_IDENTIFIER
from app.core.memory.privacy.detector.secret_values import NOT_A_PASSWORD as _NOT_A_PASSWORD
from app.core.memory.privacy.detector.secret_values import PASSWORD_WORDS as _PASSWORD_WORDS
from app.core.memory.privacy.detector.secret_values import (
    is_placeholder as _is_placeholder,
)
from app.core.memory.privacy.detector.secret_values import (
    looks_random as _looks_random,
)
from app.core.memory.privacy.detector.secret_values import (
    partly_masked as _partly_masked,
)
from app.core.memory.privacy.detector.secret_values import (
    password_like as _password_like,
)
from app.core.memory.privacy.detector.secret_values import (
    strong_password as _strong_password,
)
from app.core.memory.privacy.detector.secret_xml import xml_secrets
from app.core.memory.privacy.detector.security_answers import NOT_AN_ANSWER, find_security_answers
from app.core.memory.privacy.detector.security_given import find_given_answers
from app.core.memory.privacy.detector.seed_free_words import find_free_seed_words
from app.core.memory.privacy.detector.seed_wordlists import find_wordlist_phrases
from app.core.memory.privacy.detector.sentence_scope import first_sentence_end, sentence_bounds, sentence_start
from app.core.memory.privacy.detector.spent_codes import claim_spent_codes
from app.core.memory.privacy.detector.spoken_codes import NOT_SECRET_CODE
from app.core.memory.privacy.detector.terse import find_handed_values, find_terse_codes

_KEY_SHAPES: list[tuple[str, re.Pattern[str], bool]] = [
    # (reason, pattern, needs a randomness check)
    ("API key", re.compile(r"\bsk-(?:proj-|ant-(?:api\d\d-)?|live-|svcacct-|admin-|or-v1-)?[A-Za-z0-9_\-]{20,}"), True),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})"), False),
    ("AWS access key", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b"), False),
    ("Slack token", re.compile(r"\bxox[abposre]-[A-Za-z0-9\-]{10,}"), False),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_\-]{30,40}"), False),
    ("Google OAuth token", re.compile(r"\bya29\.[0-9A-Za-z_\-]{20,}|\bGOCSPX-[0-9A-Za-z_\-]{20,}"), False),
    ("GitLab token", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), False),
    ("Stripe key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|\bwhsec_[A-Za-z0-9]{24,}"), False),
    ("Hugging Face token", re.compile(r"\bhf_[A-Za-z0-9]{30,}"), True),
    ("npm token", re.compile(r"\bnpm_[A-Za-z0-9]{30,}"), True),
    ("SendGrid key", re.compile(r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"), False),
    ("JSON web token", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), False),
    ("private key", re.compile(
        # the whole block; a pasted block without its END line runs to the end of the base64 body
        r"-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,8000}?-----END (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"|[ \t]*\n?(?:[A-Za-z0-9+/=:\-,]+[ \t]*\n?){0,200})"
    ), False),
    ("webhook URL", re.compile(
        r"https://(?:hooks\.slack\.com/services|discord(?:app)?\.com/api/webhooks)/[A-Za-z0-9/_\-]{16,}"
    ), False),
    ("Telegram bot token", re.compile(r"\b\d{8,10}:AA[A-Za-z0-9_\-]{30,}"), False),
    ("PyPI token", re.compile(r"\bpypi-AgE[A-Za-z0-9_\-]{50,}"), False),
    ("Mailgun key", re.compile(r"\bkey-[0-9a-z]{32}\b"), True),
    ("age secret key", re.compile(r"\bAGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}\b"), False),  # (its public half, "age1...", is green)
    # (round 42) vendors whose keys are a fixed prefix and a fixed-length body, pasted from logs and configs without a
    # "key"/"token" word ("im Log steht shpat_4f9c..."): Shopify's admin, shared-secret, custom-app and partner tokens,
    # a Twilio API key's SID (SK + 32 hex), DigitalOcean's, Postman's, Linear's, Doppler's, Grafana's service account,
    # New Relic's user, Databricks' and Replicate's tokens - the body's length is the vendor's, so a word or a hash that
    # merely starts so does not fit, and a tutorial's "shpat_xxxx..." is filler (_filler_body) or not random
    ("Shopify token", re.compile(r"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b"), True),
    ("Twilio API key", re.compile(r"\bSK[0-9a-f]{32}\b"), True),
    ("DigitalOcean token", re.compile(r"\bdo[opr]_v1_[a-f0-9]{64}\b"), True),
    ("Postman API key", re.compile(r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b"), True),
    ("Linear API key", re.compile(r"\blin_api_[A-Za-z0-9]{40}\b"), True),
    ("Doppler token", re.compile(r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}\b"), True),
    ("Grafana token", re.compile(r"\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b"), True),
    ("New Relic key", re.compile(r"\bNRAK-[A-Z0-9]{27}\b"), True),
    ("Databricks token", re.compile(r"\bdapi[a-f0-9]{32}(?:-\d)?\b"), True),
    ("Replicate token", re.compile(r"\br8_[A-Za-z0-9]{37}\b"), True),
]
_KEY_PREFILTER = re.compile(
    r"sk-|gh[pousr]_|github_pat_|A[KSGIRN][IS]A|xox|AIza|ya29\.|GOCSPX|glpat-|_live_|_test_|whsec_|hf_|npm_|SG\.|eyJ|"
    r"-----BEGIN|hooks\.slack|webhooks|:AA|pypi-|key-|SECRET-KEY-|"
    r"shp(?:at|ss|ca|pa)_|SK[0-9a-f]|do[opr]_v1_|PMAK-|lin_api_|dp\.|glsa_|NRAK-|dapi|r8_"  # (round 42)
)
# Fixed strings each shape above must contain (the same order): a shape is tried only when one is there.
_KEY_HINTS: list[tuple[str, ...]] = [
    ("sk-",), ("gh", "github_pat_"), ("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA"), ("xox",),
    ("AIza",), ("ya29.", "GOCSPX-"), ("glpat-",), ("_live_", "_test_", "whsec_"), ("hf_",), ("npm_",), ("SG.",),
    ("eyJ",), ("-----BEGIN",), ("https://",), (":AA",), ("pypi-AgE",), ("key-",), ("AGE-SECRET-KEY-1",),
    ("shpat_", "shpss_", "shpca_", "shppa_"), ("SK",), ("_v1_",), ("PMAK-",), ("lin_api_",), ("dp.",), ("glsa_",),
    ("NRAK-",), ("dapi",), ("r8_",),
]
assert len(_KEY_HINTS) == len(_KEY_SHAPES)
# a tutorial's placeholder in a vendor's shape: "ghp_xxxxxxxx...", "sk-XXXXXXXX...", "xoxb-000000000000-xxxx...":
# half its characters at least are x or *


def _filler_body(body: str) -> bool:
    fill = body.count("x") + body.count("X") + body.count("*")
    return fill >= 8 and 2 * fill >= len(body) - 5
# Published documentation samples (jwt.io's token, Stripe's docs key): not anybody's secret.
_DOC_SAMPLES = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw",  # (round 39) the Telegram Bot API docs' sample bot token
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "sk_test_BQokikJOvBiI2HlWgH4olfQ2", "sk_test_26PHem9AhJZvU623DfE1x4sd",
    # (round 16) payment providers' test-mode keys, whatever their body: by the providers' definition they reach a
    # sandbox and move no money (Stripe's sk_/rk_/pk_test_, Razorpay's rzp_test_); their live keys stay red
    "sk_test_", "rk_test_", "pk_test_", "rzp_test_",
    # Hardhat's and Anvil's development accounts #0 and #1, printed by every local node
    "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
)
# Whole values the official docs print as samples, pasted with the snippet around them: the Kubernetes
# Secret page's password (base64 and plain), the Docker images' MySQL / Postgres passwords.
_DOC_VALUES = frozenset(("MWYyZDFlMmU2N2Rm", "1f2d1e2e67df", "my-secret-pw", "mysecretpassword"))

_URL_CREDENTIALS = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,15}://[^\s:/@]{0,64}:([^\s/]{3,128})@[^\s/@]+")
_TOTP_SECRET = re.compile(
    r"(?i)(?:otpauth://\S*?[?&]secret=|(?:2fa|totp|otp|mfa|authenticator|google authenticator)\s?"
    r"(?:secret|key|seed|klucz|schlüssel|clave|clé|ключ|sekret)\w*\s*(?:is|to|ist|es|est|:|=)?\s*)"
    r"([A-Za-z2-7]{4}(?: ?[A-Za-z2-7]{4}){3,15}=*)"
)
_BITLOCKER = re.compile(r"(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])")
_CLI_PASSWORD = re.compile(  # mysql -pSecret, sshpass -p 'pw', docker login -p pw, curl -u user:pw
    r"\b(?:mysql|mysqldump|mariadb|mysqladmin|sshpass|docker|podman|helm|oc|kubectl|redis-cli)\b[^\n]{0,80}?"
    r"\s(?:-p|--password|-a)(?:\s|=)?['\"]?([^\s'\"-][^\s'\"]{3,63})"
    r"|\bcurl\b[^\n]{0,200}?\s(?:-u|--user)\s+['\"]?[^\s:'\"]+:([^\s'\"]{3,64})"
)
_PORT_MAP = re.compile(r"(?:[\d.]+:)?\d{1,5}(?:-\d{1,5})?(?::\d{1,5}(?:-\d{1,5})?)?(?:/(?:tcp|udp))?")
_OPTION_LIST = re.compile(r",(?=[A-Za-z_]\w{0,20}=)")
_VARIABLE = re.compile(r"[a-z_][a-z0-9_]*|[A-Za-z_]+(?:\.[A-Za-z_]+)+")
_CONN_STRING = re.compile(  # ADO/ODBC/Azure: "...;Password=Secret1;", "AccountKey=abc...=="
    r"(?i)(?<![\w])(?:password|pwd|accountkey|sharedaccesskey|sharedaccesssignature|sig)\s*=\s*([^;\s\"'&]{4,256})"
)
_WIFI_QR = re.compile(r"(?i)\bWIFI:(?:[^;]*;)*?P:(\"(?:\\.|[^\"\\]){1,64}\"|(?:\\.|[^;\\\n]){1,64}(?=;)|(?:\\.|[^;\\\s]){1,64})")

_KEYED_SECRET = re.compile(
    r"(?i)(?<![a-z])(?:api[_\-\s]?key|apikey|access[_\-\s]?key(?:[_\-\s]?id)?|secret(?:[_\-\s]?(?:key|access[_\-\s]?key))?|"
    r"client[_\-\s]?secret|auth[_\-\s]?token|access[_\-\s]?token|refresh[_\-\s]?token|bearer|"
    # (round 23) typed without diacritics too: "api schluessel", "cle api"
    # (round 32) the word inflected or in French: "z tokenem ...", "с токеном ...", "avec le jeton ..."
    r"private[_\-\s]?key|token(?:em|u|a|y|s|en)?|jeton(?:s)?(?: d['’]acc[eè]s| d['’]api| api)?|klucz(?:\s+api|\s+prywatny)?|schl(?:ü|ue)ssel|api[- ]schl(?:ü|ue)ssel|privater schl(?:ü|ue)ssel|"
    r"clave(?: de)? api|clave privada|cl[ée](?: d')? ?api|clé privée|ключ(?:ом|ем|а|у)?(?: api)?|приватн\w* ключ|"
    r"токен(?:ом|у|а|и)?|секрет|"
    r"credentials?|key(?=[\"']?\s*[:=]))"
    r"(?P<mid>(?:\s+[^\s:=]{1,24}){1,3}?(?=\s*[:=]))?"
    r"[\"')\]]?\s*(?P<conn>[:=]|=>|\bis\b|\bto\b|\bist\b|\blautet\b|\bjest\b|\bes\b|\best\b|—|-|це|это)?\s*[\"'`]?"
    r"(?P<val>[A-Za-z0-9_\-+/=.~]{16,256})"
)
# "The VPN token you sent, X, works", "Token dostępowy do panelu, który dostałem: X": a token word, a few
# words of the same clause (commas allowed), then a long random value; not a commit hash or a checksum
_TOKEN_NEAR = re.compile(
    r"(?i)(?<![\w\-])(?:tokens?|token\w+|api[\s_\-]?key|api-?schl(?:ü|ue)ssel\w*|access[\s_\-]?key|secret|klucz\w*|schl(?:ü|ue)ssel\w*|clave|cl[ée]|"
    r"jeton|ключ\w*|токен\w*|секрет\w*)(?![\w\-])"
    r"(?P<gap>[^.!?\n\d]{0,60}?)(?<![\w/+=.\-])[\"'`„“«]?(?P<val>[A-Za-z0-9_\-+/=~]{20,256})(?![\w/+=\-]|\.\w)"  # (a dotted token is the JWT finder's)
)
_NOT_A_TOKEN_GAP = re.compile(r"(?i)commit|\bsha|hash|checksum|digest|\buuid|\bid\b|http|url|example|beispiel|przykład|ejemplo|exemple|приклад|пример")
# a token that only traces a request through logs: no credential (on lower-cased text)
_TRACE_TOKEN = re.compile(r"correlation|corrélation|correlación|korelacj|korrelation|кореляці|корреляци|trace|tracing|"
                          r"request[ -]?id|idempoten")
_KEYED_PREFILTER = re.compile(r"key|token|secret|bearer|basic|klucz|schlüssel|schluessel|credential|clave|clé|\bcle\b|ключ|токен|секрет|jeton")
_ENV_HINT = re.compile(r"KEY|TOKEN|SECRET|PASS|PWD|PW|CREDENTIAL")
_BEARER = re.compile(r"\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/\-]{16,}=*)")
_ENV_SECRET = re.compile(
    r"\b([A-Z][A-Z0-9_]{0,40}?(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PWD|PASS|PW|CREDENTIALS?))"
    r"\s*[:=]\s*[\"']?([^\s\"',;]{4,256})"
)
# A private key written as WIF (base58) or 64 hex characters, beside a key word.
_RAW_PRIVATE_KEY = re.compile(r"\b(?:[5KL][1-9A-HJ-NP-Za-km-z]{50,51}|(?:0x)?[0-9a-fA-F]{64})\b")
_PRIVATE_KEY_WORD = re.compile(
    r"(?i)private\s*key|priv\s*key|\bwif\b|paper wallet|bitcoin|\bbtc\b|portfel\w* papierow\w*|papier-?wallet|"
    r"cartera de papel|portefeuille papier|паперов\w* гаман\w*|бумажн\w* кошел\w*|klucz\w* prywatn\w*|privat\w*\s*schlüssel|clave privada|"
    r"clé privée|cle privee|приватн\w* ключ|секретн\w* ключ|закрит\w* ключ|закрыт\w* ключ"
)

# ---------------------------------------------------------------- secrets written in words

_PW_WORDS = (
    # (the Wi-Fi phrases before the single words: "la clave del wifi para ... es X" is read from "clave del wifi")
    r"(?:wifi|wi-fi|wlan)[\s\-]?(?:key|schlüssel|passwort|password|klucz|clave|contraseña|clé|cle|ключ|пароль)|"
    r"(?:klucz|clave|contraseña|contrasena|clé|cle|ключ|пароль)(?: (?:do|de la|de|del|du|від|от|к|до))? (?:wifi|wi-fi|wlan|вайфаю|вайфая)|"
    # (round 24) the Wi-Fi's "code" (French, Spanish, Polish, Ukrainian: "Code wifi de la maison : ...", "kod do wifi"),
    # and the word typed in Latin letters by a Ukrainian or a Russian writer ("parol vid wifi ...", "parol' ot wifi")
    r"(?:code|c[oó]digo|kod|код)(?: (?:du|de la|de|del|do|od|від|от|до))? (?:wifi|wi-fi|wlan|вайфаю|вайфая)|"
    r"parol(?:j|'|ja|ya|ju|yu)?(?= (?:vid|ot|do|z|iz|na|k|dlja|dlya) )|parol(?:j|')?(?=\s*[:=])|"
    r"password|passwort|passcode|passphrase|pass\s?word|passwd|pwd|pw|kennwort|pa(?:s|ss)w(?:or|ro)d|paswort|"
    r"kenwort|passwrd|contrase[ñn]a|contraseña|"
    r"has(?:ło|lo|ła|la|łem|lem)|contraseña|contrasena|mot de passe|mdp|пароль|паролем|пароля|"
    # (round 24) typed in Latin letters and read back in Cyrillic (translit.py) the soft sign is lost: "parol vid ..."
    r"парол(?=\s(?:від|от|до|на|к|для|з|из)\s)|"
    # (round 18) the word of the country the traveller is in: Czech/Slovak, Dutch, Nordic, Portuguese, Hungarian,
    # Finnish, South Slavic, Turkish ("Wi-Fi у хостелі в Празі: ..., heslo hT9k2Mx4Lq8w")
    r"hesl[oa]|wachtwoord|l[öo]senord|passord|adgangskode|senha|jelsz[óo]|salasana|geslo|lozinka|[şs]ifre|"
    r"(?<=\bmy )pass|(?<=\bthe )pass|(?<=wifi )pass|(?<=wi-fi )pass|(?<=wlan )pass|pass(?=\s*[:=])|(?<=\bmi )clave|(?<=\bla )clave|clave(?=\s*[:=])|(?<!palabra )(?<!palabras )clave(?=(?:\s+[^\W\d][\w\-']*){1,6}\s*[:=])|"
    r"(?:wifi|wi-fi|wlan)-?code|wpa[23]?(?:-psk)?[\s\-]?(?:key|schlüssel|klucz|clave|clé|cle|ключ|passwort|password|hasło|haslo)|"
    r"wpa[23]?(?:-psk)?|psk"
)
_CODE_WORDS = (
    r"(?:door|alarm|gate|garage|safe|lock|locker|keypad|entry|building|intercom|access|verification|lobby|entrance|"
    r"confirmation|security|unlock|sms|2fa|two[- ]factor|otp|one[- ]time|login|backup|recovery|authenticator|"
    r"puk|blik|wifi|wi-fi|card|vpn)\s?(?:code|codes|pin)|"
    r"(?:code|codes|kod\w*|c[oó]digo|код\w*)\s(?:(?:for|to|of|do|od|für|fürs|zum|zur|vom|von|de|del|du|des|pour|para|для|від|от|до|vid|ot|dlja|dlya)\s)?"
    r"(?:(?:the|my|our|das|den|die|der|dem|la|el|le|les|l'|mon|ma|mi|moje\w*|mojej|naszej|nasz\w*)\s?)?(?:\w+\s)?"
    r"(?:door|front door|gate|alarm|safe|garage|lock|locker|building|intercom|vpn|tor|hoftor|gartentor|garagentor|tür|haustür|"
    r"tresor|alarmanlage|schloss|puerta|portal|port[oó]n|alarma|caja fuerte|garaje|candado|porte|portail|alarme|"
    r"coffre(?:-fort)?|cadenas|immeuble|interphone|двер\w*|хвірт\w*|ворот\w*|сейф\w*|сигналіз\w*|сигнализ\w*|"
    r"гараж\w*|під'їзд\w*|подъезд\w*|домофон\w*|drzwi|bramy|furtki|alarmu|sejfu|garażu|klatki|kłódki|szafki|"
    # (round 24) Ukrainian and Russian typed in Latin letters: "kod pid'izdu", "kod podjezda", "kod vid dverej"
    r"pid['’]?j?[iy]zd\w*|pod['’]?[jy]?[eo]zd\w*|dver(?:ej|ey|i))|"
    r"(?:validation|validaci[oó]n|walidac\w*|autoryzac\w*|authentification|autenticaci[oó]n|authentifizierungs|"
    r"перевірки|проверки|активації|активации)\s?-?(?:code|kod|код)?|"
    r"(?:code|c[oó]digo|kod|код)\s(?:de\s|d')?(?:validation|validaci[oó]n|authentification|autenticaci[oó]n|"
    r"usage unique|un solo uso|un seul usage|activation|activaci[oó]n|aktywacyjn\w*|weryfikac\w*|"
    r"перевірки|проверки|активації|активации)|"
    r"(?:disarm(?:ing)?|arm(?:ing)?|duress|panic|master|installer|engineer)[\s\-]?(?:code|codes|pin)|"
    r"kod\w* (?:rozbrojeni\w*|uzbrojeni\w*|przymusu|napadow\w*|instalator\w*|serwisow\w*|główn\w* alarm\w*)|"
    r"(?:entschärfungs|unscharf|scharf|deaktivierungs|bedrohungs|überfall|master|errichter)-?codes?|"
    r"c[oó]digo (?:de )?(?:desactivaci[oó]n|desarm\w*|armado|activaci[oó]n de la alarma|coacci[oó]n|p[aá]nico|maestro|instalador)|"
    r"code (?:de )?(?:d[ée]sactivation|d[ée]sarmement|contrainte|armement|mise en service|ma[iî]tre|installateur|panique)|"
    r"код\w* (?:зняття(?: з охорони)?|снятия(?: с охраны)?|примусу|принуждения|постановки|охорони|охраны|паніки|паники)|"
    r"kod\w* (?:do )?odbioru|pickup code|collection code|code to collect|abholcode|abhol-code|c[oó]digo (?:de|para) recog\w*|"
    r"code (?:de|pour le) retrait|код\w* (?:для )?отримання|код\w* (?:для )?получения|puk|"
    r"combination|kombinacj\w*|szyfr\w* do (?:kłódki|sejfu|szafki)|zahlenschloss\w*|kombination|"
    r"combinaci[oó]n|combinaison|код (?:замка|сейфа|сейфу)|"
    r"code\s(?:for|to|of)\s(?:the\s|my\s|our\s)?(?:safe|door|front door|gate|alarm|garage|lock|locker|building|"
    r"house|flat|apartment|wifi|padlock|storage|mailbox|keypad)|"
    r"kod(?:u|em|y)?\s(?:(?:do|od)\s(?:drzwi|domofonu|alarmu|sejfu|bramy|furtki|garażu|klatki|wifi|skrytki|szafki)|"
    r"blik|sms|weryfikacyjn\w*|potwierdzając\w*|potwierdzenia|autoryzacyjn\w*|jednorazow\w*|dostępu|zapasow\w*|"
    r"odzyskiwania|puk|aktywacyjn\w*|zabezpieczając\w*|2fa)|kody\s(?:zapasowe|odzyskiwania|jednorazowe|blik)|"
    r"blik|"
    r"(?:tür|haustür|alarm|tresor|zugangs|bestätigungs|verifizierungs|sicherheits|sms|einmal|"
    r"wiederherstellungs|backup|entsperr|garagen|tor)-?codes?|\b(?:m|push|sms|photo)?-?tan\b|"
    r"c[oó]digos?\s(?:de\s(?:(?:mi|la)\s)?tarjeta|de\s(?:verificaci[oó]n|acceso|seguridad|confirmaci[oó]n|la puerta|la alarma|"
    r"desbloqueo|recuperaci[oó]n|respaldo|un solo uso)|sms|pin|puk|del portal|de entrada)|"
    r"codes?\s(?:(?:de\s)?(?:(?:ma|la)\s)?(?:carte(?:\sbleue|\sbancaire)?(?!\s(?:grise|vitale|d'identit))|cb)|de\s(?:v[ée]rification|confirmation|s[ée]curit[ée]|l'alarme|la porte|l'immeuble|d[ée]verrouillage|"
    r"secours|r[ée]cup[ée]ration)|d'acc[eè]s|sms|pin|puk|porte|portail|2fa)|digicode|"
    r"код\w*\s(?:(?:від|от|до|з|из|для)\s)?(?:(?:наш\w*|мо[яєїйеё]\w*|мого|моего|домашн\w*)\s){0,2}(?:підтвердження|подтверждения|смс|sms|дверей|двери|під'їзду|подъезда|"
    r"домофону|домофона|доступу|доступа|безпеки|безопасности|відновлення|восстановления|повідомлення|"
    r"сейфу|сейфа|сигналізації|сигнализации|хвіртки|воріт|ворот)|код\w*\s(?:від|от|до|для)\s(?:картки|карти|карты|карточки)|коди відновлення|коды восстановления|резервн\w* код\w*"
)
_CONN_WORDS = (
    # (round 21) a copula and an article before a number: "le code de ma carte est le 9142", "es el 4471"
    r"\b(?:c'est|est|es|ist|lautet)\s(?:le|la|el|die|der|das)(?=\s[\"'«„]?\d(?:\s?\d){2})|"
    # "le mot de passe de la Freebox a changé, c'est X", "the password has changed, it's X now"
    r"\b(?:a |has |hat sich |ha |się |se )?(?:chang[ée]\w*|changed|ge[äa]ndert|cambi\w*|zmieni\w*|змінив\w*|изменил\w*)"
    r"(?: się| sich)?,\s(?:c'est|it's|it’s|it is|es|ist|jest|to|це|это|теперь|тепер|now|jetzt|teraz|ahora|maintenant)\b|"
    r"\b(?:is|ist|es|est|jest|є)\s(?:now|jetzt|nun|ahora|maintenant|teraz|тепер|actualmente|aktuell|aktualnie)\b|"
    r"\b(?:zmieni|ustawi|změni)\w*\s(?:je\s|go\s)?na\b|\b(?:ge[äa]ndert|gesetzt)\s(?:auf|in|zu)\b|\b(?:changed|set|updated)\sit\sto\b|"
    r"\b(?:cambi|puse|pus)\w*\s(?:a|en)\b|\bchang[ée]\w*\s(?:en|pour|à)\b|\b(?:змінил|поміня|поменя)\w*\s(?:на|його на)\b|"
    r"\b(?:is|was|has been|will be)\s(?:now\s)?(?:set to|changed to)\b|\bwill be\b|\bis now\b|\bset to\b|\bchanged to\b|'s\b|’s\b|:|=|=>|\bis\b|\bwas\b|\bare\b|\bto\b|\bjest\b|\bbrzmi\b|\bist\b|\blautet\b|\bwar\b|\bsind\b|"
    r"\bes\b|\bera\b|\bson\b|\best\b|\bc'est\b|\bsont\b|\bце\b|\bэто\b|\bє\b|—|–|\bwill be\b|\bis now\b|"
    r"\bset to\b|\bbrzmiało\b|\bto:|\s-"
)
# what the secret is for, between the keyword and the value: "hasło do wifi w domku letniskowym: ..."
_MID_WORDS = (
    r"\s+(?:to|for|do|od|na|w|we|für|fürs|ins|ans|aufs|am|beim|zu|zum|zur|of|on|at|in|im|vom|von|de|del|du|des|para|pour|en|dans|від|от|до|к|"
    r"в|у|на|для|bei|chez|u|vid|ot|dlja|dlya)\s+"
    r"(?:(?:my|the|our|mojego|mojej|moje|mein\w*|meiner|unser\w*|der|die|das|den|dem|mi|mis|la|el|le|les|mon|ma|"
    r"мого|моєї|моего|моей)\s+)?"
    r"[^\W\d][\w.@\-']*(?![\w.@\-'])(?:\s+[^\W\d][\w.@\-']*(?![\w.@\-'])){0,4}"
)
# with words in between the connector is required ("password for the router is X"); without
# them it may be left out ("Passwort Sommer2024")
_LINK = (
    r"(?:(?P<mid>" + _MID_WORDS + r")\s*(?P<conn>" + _CONN_WORDS + r")"
    # "Пароль від пошти Kalyna_2023!": words in between and no connector, then a value with a digit
    + r"|(?P<mid3>" + _MID_WORDS + r")\s+(?=[^\s\"'”“`»]*\d)"
    + r"|(?P<mid2>(?:\s+[^\W\d][\w\-']*){1,6})\s*(?P<conn4>[:=])"
    + r"|\s*(?P<conn2>" + _CONN_WORDS + r")?)"
)
_PASSWORD = re.compile(
    r"(?<![^\W_])(?P<kw>" + _PW_WORDS + r")(?![\w])[\"']?" + _LINK
    + r"\s*(?:[\"'“„‘`«‹]\s?)?(?P<val>[^\s\"'”“`»›]{3,64})"
)
_CODE = re.compile(
    r"(?<![\w])(?P<kw>" + _CODE_WORDS + r")(?![\w])"
    + r"(?:(?P<mid>" + _MID_WORDS + r")\s*(?P<conn>" + _CONN_WORDS + r")?"
    + r"|(?P<mid2>(?:\s+[^\W\d][\w\-']*){1,4})\s*(?P<conn3>" + _CONN_WORDS + r")"
    + r"|(?P<mid4>\s+[^\W\d][\w\-']*)\s+(?=\d)|\s*(?P<conn2>" + _CONN_WORDS + r")?)"
    + r"\s*[\"'“„‘`«#]?(?P<val>\d\d \d\d(?![\w\-]|[ .,]\d)(?=[^\S\n]*(?:$|[,.;:!?)\]\"'»”—–\-\n]))|\d{1,3}(?:[\-–]\d{1,3}){2,4}(?![\d\-])|\d{3}[ \-]\d{3}(?!\d)|[^\W_][^\W_*#]{0,11}(?:[*#][^\W_*#]{0,11})?#?(?:-[^\W_]{3,12}){0,7})"
)
# A plain-word password is the last word of its clause: "my wifi password is blueberry."
_VALUE_ENDS = re.compile(r"\s*(?:$|[\n,;.!?)\]]|\s(?:please|pls|proszę|bitte|por favor|stp|merci|thanks|dzięki|danke|gracias|дякую|спасибо)\b)")
# "red" as a whole word is written r(?<!\wr)ed\b so that every branch starts with a letter: the
# pattern then skips ahead by its first letters (a leading \b made it try every position)
_WIFI_PREFILTER = re.compile(r"wi-?fi|wlan|ssid|network|sie[ćc]|r(?:[ée]seau|(?<!\wr)ed\b)|мереж|сет|netz")
# What every match of _WIFI_PREFILTER holds, tested first (its gate's key for "wi-fi", "wi", opens on "with" and "will":
# a quarter of all messages): a word gate, then substring tests ("i-f" stands for "wi-fi": keyed by its "-")
_WIFI_WORDS = ("wifi", "wi-fi", "wlan", "ssid", "network", "sieć", "siec", "réseau", "reseau", "red", "мереж", "сет", "netz")
_WIFI_GATE = word_gate("wifi", "i-f", "wlan", "ssid", "network", "sieć", "siec", "réseau", "reseau", "red", "мереж", "сет",
                       "netz")
# (the prefilters below are tries of their words: the same answer as the plain alternation, and the
# engine follows one branch per character instead of trying every word at every candidate position)
_CODE_PREFILTER = re.compile(literal_alternation(["tan"], r"\b", (
    "cod cód kod код blik pin puk combina kombina szyfr schloss validation validaci walidac autoryzac authentific "
    "autenticaci перевірки проверки активац").split()))
_PW_PREFILTER = re.compile(literal_alternation(
    # (round 18: "heslo", "wachtwoord" alone; the other countries' words are read where "wifi", "pass" ... stand too -
    # each new first letter would make this scan of every message slower)
    ["cle"], r"\b", "wpa psk pass pasw kenw has pw pwd kennwort contrase mdp clave clé ключ парол wifi wi-fi wlan hesl wachtw parol"
    .split()))
_WIFI_KEY = re.compile(
    r"(?i)(?:wifi|wi-fi|wlan|ssid|network|sieć|sieci|réseau|\bred\b|мережа|мережі|сеть|сети|netzwerk|netz)\b"
    r"(?:[^.!?\n]|[.!](?=\w)){0,60}?\b(?:key|klucz|clé|cle|clave|ключ|schlüssel|pass|pw)\b\s*[:=\-—]?\s*"
    # (a router's printed key comes in groups: "Schlüssel 8079 1639 8266 4240 6349"; "FRITZ!Box" is a name)
    r"(\d{4}(?: \d{4}){3,7}(?![\w])|[^\s,;\"']{6,64})"
)
# A one-time code somebody received: a 4-8 digit number shortly after a code word, with a word
# saying it was sent (SMS, texted, got, przyszedł, прийшов, recibí, reçu, bekommen ...) before it
# in the same sentence. Found number-first: numbers are rarer than words.
_OTP_NUMBER = re.compile(r"(?<![\w])(\d{3}[ \-]\d{3}|(?<!\d )\d\d \d\d \d\d(?! \d)|\d{4,8})(?![\w])")
_OTP_CODE_BEFORE = re.compile(
    r"(?i)(?:\b(?:code|codes|kod\w*|c[oó]digo|PIN|TAN|OTP)\b|\bкод\w*)(?:[^\S\n]+3-?d[^\S\n]?secure)?[^\d\n.!?]{0,25}$"
)
# "Kod do autoryzacji przelewu na kwotę 2400,00 PLN: 41480180": the amount comes between the code word
# and its number, the number right after a colon
_OTP_CODE_COLON_BEFORE = re.compile(
    r"(?i)(?:\b(?:code|codes|kod\w*|c[oó]digo|PIN|TAN|OTP)\b|\bкод\w*)(?:[^\n.!?:]|[.,]\d){0,70}"
    r"(?::|\s(?:is|est|ist|lautet|es|jest|wynosi|to|це|это))\s?[\"'„“«]?$"
)
_OTP_SENT_BEFORE = re.compile(
    r"(?i)(?:\b(?:texted|text|sms|sent|got|received|dostałe[mś]|dostała[mś]|otrzymał\w*|przyszedł|przyszła|przyszło|"
    r"wysłali|esemes\w*|прийшов|прийшло|надіслали|пришел|пришёл|пришло|прислали|recib[ií]|lleg[oó]|ha llegado|"
    r"mandaron|enviaron|re[cç]u|envoy[ée]|bekommen|erhalten|geschickt|kam|gesendet|recevoir|receive|recibir|"
    r"otrzymać|dostać|отримала?|отримав|получила?|получил|"
    # (round 21) the code that has just come: "me acaba de llegar el código", "just came", "vient d'arriver", "ist gekommen"
    r"llegar\w*|llegad[oa]|lleg[oó]|came|arrived|arriv[ée]e?|gekommen|angekommen|eingegangen)\b|смс|sms)[^.!?\n]{0,70}$"
)
# An app or bank asking for a confirming code it sent ("Bizum me pide el código de firma, es ...", "the app asks for
# the verification code", "prosi o kod autoryzacji"): a request word, and the code word naming a confirming code
_OTP_ASKED_BEFORE = re.compile(
    r"(?i)\b(?:pide|piden|pidi[oó]|asks? for|asking for|asked for|prosi o|prosili o|prosiła o|verlangt|fragt nach|"
    r"demande|просить|просят|просит|запитує|запрашивает)\b[^.!?\n]{0,70}$"
)
_CONFIRMING_CODE = re.compile(
    r"(?i)\b(?:firma|confirmaci[oó]n|verificaci[oó]n|seguridad|sms|2fa|otp|verification|confirmation|security|one-time|"
    r"autoryzac\w*|potwierdz\w*|weryfikac\w*|bestätigung\w*|sicherheit\w*|validation|signature|sécurité|"
    r"підтвердж\w*|перевірк\w*|подтвержд\w*|проверк\w*)\b|bestätigungscode|sicherheitscode|signaturcode"
)
_LOGIN_PAIR = re.compile(
    r"(?i)\b(?:login|user(?:name)?|użytkownik|uzytkownik|benutzer(?:name)?|usuario|identifiant|логін|логин|e-?mail)"
    r"\s*[/|,]\s*(?:password|hasło|haslo|passwort|contraseña|mot de passe|mdp|пароль|pass|pwd|pw)(?!\w)\s*[:=\-—]?\s*"
    r"(\S{2,64}?)\s*([/|,;]|\s)\s*(\S{3,64})"
)
_SEED_PHRASE = re.compile(
    r"(?i)\b(?:seed phrase|seed words|recovery phrase|recovery words|mnemonic(?: phrase)?|secret recovery phrase|"
    r"fraza odzyskiwania|fraz\w* seed|słowa odzyskiwania|wiederherstellungsphrase|seed-phrase|"
    r"frase (?:semilla|de recuperaci[oó]n)|phrase (?:de r[ée]cup[ée]ration|secr[eè]te|mn[ée]monique)|"
    r"сід-фраз\w*|сид-фраз\w*|seed-фраз\w*|мнемонічн\w* фраз\w*|мнемоническ\w* фраз\w*|фраз\w* відновлення|"
    r"фраз\w* восстановления|seed(?=\W{0,3}(?:is|was|to|ist|es|est|це|:)))\b\W{0,6}(?:is|was|to|ist|es|est|це|:)?\W{0,3}"
    r"((?:[^\W\d_]{3,8}[ ,\n]+){11,23}[^\W\d_]{3,8})"
)
_SECURITY_QUESTION = re.compile(
    r"(?i)security question|pytanie (?:pomocnicze|bezpieczeństwa)|sicherheitsfrage|pregunta (?:de seguridad|secreta)|"
    r"question (?:secrète|de sécurité)|контрольн\w* питання|секретн\w* (?:питання|вопрос)|контрольн\w* вопрос"
)
_ANSWER = re.compile(r"(?i)\b(?:answer|odpowiedź|odpowiedz|antwort|respuesta|réponse|reponse|відповідь|ответ)\s*:\s*([^\n.!?]{2,40})")
# "the answer to my security question is Fluffy1998", "odpowiedź na pytanie pomocnicze: Burek", "Antwort auf die
# Sicherheitsfrage ist Mausi": the answer word, a few words naming the question, then a value of one to three words
# that is no article or possessive (not "... is the name of my first dog")
_ANSWER_TO_QUESTION = re.compile(
    r"(?i)\b(?:answer|odpowiedź|odpowiedz|antwort|respuesta|réponse|reponse|відповідь|ответ)(?:\s+[^\s:.!?\n]+){1,5}?"
    r"\s*(?::|\s(?:is|to|ist|lautet|es|est|c'est|це|это)\s)\s*[\"'„“«]?"
    r"(?!(?:the|a|an|my|ten|ta|to|mój|moja|moje|der|die|das|ein|eine|mein\w*|el|la|los|las|un|una|mi|le|les|une|mon|ma|"
    r"мій|моя|мой|imię|imienia|nazwisko|name|nombre|nom|ім'я|имя|miasto|city|stadt|ciudad|ville|місто|город)\b)"
    r"([^\s\n.!?,;\"”»]+(?: [^\s\n.!?,;\"”»]+){0,2})")
_SECURITY_ANSWER = re.compile(
    r"(?i)\b(?:mother'?s maiden name|nazwisko panieńskie (?:mojej )?matki|mädchenname meiner mutter|"
    r"first pet'?s name|security (?:question )?answer|apellido de soltera de mi madre|"
    r"nom de jeune fille de ma m[eè]re|дівоче прізвище (?:моєї )?матері|девичья фамилия (?:моей )?матери)\b"
    r"\W{0,4}(?:is|was|to|ist|war|es|era|est|c'est|це|:)\W{0,3}([^\W\d_][\w'’\-]{1,30})"
)
_POSSESSIVE_BEFORE = re.compile(
    r"\b(?:my|our|mine|moje|mojego|mojej|mój|nasze|mein\w*|unser\w*|i|ich|mi|mis|mon|ma|mes|мій|моє|мого|мой|мое|"
    r"моего|я)\b[^.!?\n]{0,25}$"
)
_NOT_A_CODE = frozenset("""
is was are the a an to for of on at and or not invalid expired wrong incorrect sent required needed
field input generator component verification expires please works doesnt didnt
""".split())
# (camelCase: every inner capital opens a word, or an acronym before one; "uBrrokURiaADUCjT" is random)
_PIN = re.compile(
    r"(?:\b(?:PIN|ПІН|ПИН)(?i:[\s\-]?(?:code|kod|number|nummer|numer|nr|код|-код))?"
    r"|(?i:\b(?:my|mój|moj|mein|meine|card|karty|debit|credit|bank|sim|phone|karte|mi|mon|ma|мій|мой)\s+pin"
    r"(?:[\s\-]?(?:code|kod|number|nummer|numer))?"
    r"|\bkod(?:em|u)?\s+pin|\bpin[\s\-]?(?:code|kod|nummer)|\bcode\s+pin|\bc[oó]digo\s+pin|пін-?код\w*|пин-?код\w*"
    r"|\bpin(?=\s*[:=])|(?:мій|мой|мою|моєї|моей)\s+(?:пін|пин)\b|\b(?:пін|пин)(?=\s*[:=]|\s+(?:від|от|до|для)\s)|\bpin(?=\s+(?:for|to|do|zu|für|of|on|zur|de|del|du|od|від|от|до|к|meiner|meines|von)\s)))"
    # its length between: "el PIN de 4 dígitos 1205", "PIN z 4 cyfr: 8812", "PIN mit 6 Ziffern 281190"
    r"(?i:\s+(?:(?:of|with|de|a|à|z|mit|aus|з|из|из)\s+)?\d\s?-?\s?(?:digits?|d[ií]gitos|chiffres|cyfr\w*|ziffern|stellen|цифр\w*))?"
    r"(?i:\s+(?:(?:for|to|do|zu|für|of|on|zur|de|del|du|de la|od|від|от|до|к|von)\s+)?"
    r"(?:(?:my|the|mojej|mojego|meine?r?s?|mi|la|ma|mon|моєї|моей)\s+)?[^\W\d][\w\-]*(?:\s+[^\W\d][\w\-]*){0,2})?"
    r"(?i:\s*(?:is|to|:|=|-|—|'s|ist|lautet|wynosi|jest|was|brzmi|es|est|c'est|це|это)(?:\s(?:el|la|le|die|der|das)(?=\s\d))?)?"
    r"\s*[\"'„“(]?(\d{4,8}|\d\d \d\d(?! ?\d)(?=[^\S\n]*(?:$|[,.;:!?)\]\"'»”—–\-\n])))\b(?![.,/:]\d)"  # (round 21: "40 82", a PIN read in pairs)
)
# "pin is 0035", "Geheimzahl für die EC-Karte: 3151", "code confidentiel de ma carte : 4471", "PIN do karty
# zapisałem sobie tutaj bo zawsze zapominam: 9544": the card PIN's names and up to eight words of the same
# clause before a connector.
_PIN_LOOSE = re.compile(
    r"(?i)(?<![\w\-])(?:pin|pin-?code|pin-?nummer|geheimzahl|geheimnummer|code confidentiel|code secret|"
    r"num[ée]ro secret|n[uú]mero secreto|clave (?:de|del) (?:la |mi )?(?:tarjeta|cajero)|пін|пин|пін-?код|пин-?код)(?![\w\-])"
    r"(?:(?P<w1>(?:,?[^\S\n]+[^\W\d][\w\-'’]*){0,10}?)[^\S\n]*[:=—–]"
    r"|(?P<w2>(?:,?[^\S\n]+[^\W\d][\w\-'’]*){0,5}?),?[^\S\n]+(?:it'?s|it’s|it is|is|was|ist|lautet|war|jest|wynosi|es|era|est|c'est|це|это)\b"
    # "is it 3681", "war doch 1944", "to chyba 7239": a word of doubt after the connector
    r"(?:[^\S\n]+(?:it|that|still|now|again|maybe|probably|doch|noch|wohl|chyba|nadal|teraz|todavía|aún|creo|"
    r"encore|toujours|ще|досі|мабуть|еще|ещё)\b){0,2}"
    r"|[^\S\n]+to\b"  # "pin to 4471"; not "pin the post to 3000 followers"
    # "pin is the same as the garage – 5418", "PIN ist derselbe wie fürs Tor: 5418", "пін такий самий, як від гаража — 5418"
    r"|(?:[^\S\n]+(?:is|ist|jest|es|est|це|это|are|sind|son|sont))?,?[^\S\n]+(?:the[^\S\n]+)?(?:same as|identical to|"
    r"taki sam jak|taki sam co|to samo co|ten sam co|identyczny jak|derselbe wie|dieselbe wie|gleich wie|"
    r"el mismo que|igual que|le même que|la même que|identique à|такий самий,? як|такий же,? як|той самий,? що|"
    r"такой же,? как|тот же,? что)(?:[^\S\n]+[^\W\d][\w\-'’]*){1,4}[^\S\n]*[:=—–\-,])"
    r"(?:[^\S\n]+(?i:el|la|le|die|der|das)(?=[^\S\n]+\d))?"  # (round 21) "el pin es el 8092", "ist die 8326"
    r"[^\S\n]*[\"'„“(]?(?P<val>\d{4,8})(?![\w]|[.,/:]\d)"
)
# a PIN every device of a kind ships with
_FACTORY_DEFAULT = re.compile(
    r"factory|default pin|by default|(?<!\w)default(?!\w)|demo account|werks(?:einstellung|seitig)|standard-?pin|domyśln\w*|fabryczn\w*|"
    r"por defecto|de f[aá]brica|par d[ée]faut|d'usine|за замовчуванням|заводськ\w*|по умолчанию|заводск\w*"
)
# the lower-case verb "pin" ("pin this post to the top: 2024 recap") counts only with a card beside it
_CARD_WORDS = re.compile(r"(?i)card|kart|tarjeta|carte|картк|карточк|bank|sim\b|phone|telefon|debit|credit|atm|bankomat|cajero|automat|guichet")
_CVV = re.compile(
    r"\b(?:CVV2?|CVC2?|CSC|(?i:cvv|cvc|kod\s+cvv|security code|kod zabezpieczający|(?:karten)?pr(?:ü|ue|u)f(?:nummer|ziffer|code)n?|"
    r"cryptogramme|código de seguridad))\b"
    # (round 42) where the code is printed, said between it and its value: "le cryptogramme au dos de ma carte c'est 561",
    # "die Prüfziffer auf der Rückseite meiner Karte ist 382", "CVV on the back of my debit card: 417"
    r"(?i:[^\S\n]+(?:au dos|à l'arrière|derrière|on the back|at the back|auf der rückseite|auf der ruckseite|auf der rueckseite|hinten|"
    r"na odwrocie|z tyłu|z tylu|en el reverso|en el dorso|del reverso|del dorso|detrás|detras|на звороті|ззаду|"
    r"на обороті|на обороте|сзади)(?:[^\S\n]+(?:of|de|der|auf|na)\b)?(?:[^\S\n]+[^\W\d]+){0,3}?,?)?"
    r"(?:[^\S\n]+[^\W\d]+){0,4}?\W{0,4}(?i:(?:is|to|ist|lautet|jest|es|est|це|:)\W{0,3})?(\d{3,4})\b(?![.,/:]\d)"
)
_TEST_CARD_TALK = re.compile(
    r"\b(?:test card|testkarte|karta testowa|kart\w* testow\w*|tarjeta de prueba|carte de test|тестов\w* карт\w*|"
    r"sandbox|test mode|testmodus|tryb testowy|modo de prueba|mode test|tarjeta (?:de )?test|entorno de pruebas?|"
    r"karta test\w*|carte (?:de )?test|testumgebung|[ée]nvironnement de test|środowisk\w* testow\w*|staging|"
    # the payment sandboxes' published card numbers (Stripe's 4242..., 4000 0000 0000 0002, the Visa 4111 ...)
    r"4242[ \-]?4242[ \-]?4242[ \-]?4242|4000[ \-]?0000[ \-]?0000[ \-]?\d{4}|4111[ \-]?1111[ \-]?1111[ \-]?1111|"
    r"5555[ \-]?5555[ \-]?5555[ \-]?4444)"
)
_EXAMPLE_AFTER = re.compile(
    r"(?i)[^.!?\n]{0,40}\b(?:example|sample|placeholder|dummy|przykład\w*|beispiel\w*|ejemplo|exemple|приклад\w*|пример\w*)"
)
_WORDLIST: frozenset[str] | None = None
_MNEMONIC = None


def _mnemonic():
    """The BIP-39 English wordlist and checksum (loaded on first use)."""
    global _WORDLIST, _MNEMONIC
    if _MNEMONIC is None:
        from mnemonic import Mnemonic

        _MNEMONIC = Mnemonic("english")
        _WORDLIST = frozenset(_MNEMONIC.wordlist)
        _WORD_INDEX.update((w, i) for i, w in enumerate(_MNEMONIC.wordlist))
    return _MNEMONIC


_WORD_INDEX: dict[str, int] = {}


def _bip39_ok(words: list[str]) -> bool:
    """BIP-39 checksum: 11 bits per word; the last len/3 bits are the first bits of the SHA-256 of
    the rest. (The mnemonic package's check looks every word up with list.index: slow.)"""
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    _mnemonic()
    bits = 0
    for w in words:
        i = _WORD_INDEX.get(w)
        if i is None:
            return False
        bits = (bits << 11) | i
    cs = n // 3
    entropy_bytes = (n * 11 - cs) // 8
    digest = hashlib.sha256((bits >> cs).to_bytes(entropy_bytes, "big")).digest()
    return digest[0] >> (8 - cs) == bits & ((1 << cs) - 1)


_DOOR_KW = re.compile(r"door|gate|intercom|domofon|домофон|двер|під'їзд|подъезд|tür|tor|puerta|portal|porte|immeuble|interphone|drzwi|bram|klatk|"
                      r"furtk|хвірт|калитк|ворот|digicode|klingel")
_CODE_KW = re.compile(r"code|kod|c[oó]digo|код")
# (round 28) the key letter anywhere, Latin or Cyrillic: "48К7", "1K64", "7А91", "4471K"
_DIGITS_LETTER = re.compile(r"(?=[^\W_]{4,7}\Z)\d*[^\W\d_]\d*")


# a check word standing for a code only when "code" follows or the value is given to it ("validation: 482913")
_CHECK_STEMS = ("validation", "validaci", "walidac", "перевірки", "проверки")
# (round 45, rfr) a booking's confirmation code said beside the booking: "Date night booked, confirmation code DN7K-2Q8R at
# Dishoom", "Reservierung bestätigt, Bestätigungscode K7P-22QX", "reserva hecha, código de confirmación 8KX4QZ" - the
# venue's or the airline's reference, letters and digits, printed on the booking (a digits-only code texted to confirm a
# login or a payment stays the writer's secret; a code word alone, with no booking, too)
_BOOKING_CODE_KW = ("confirmation", "booking", "reservation", "bestätigung", "buchung", "reservierung", "confirmaci",
                    "reserva", "potwierdz", "rezerwac", "réservation", "підтвердж", "бронюван", "подтвержд", "брониров")
_BOOKED = LazyPattern(
    r"(?<![^\W\d_])(?:booked|booking|reserved|reservation|table for|check-?in|flight|hotel|restaurant|gebucht|"
    r"buchung|reserviert|reservierung|tisch|flug|reservad[oa]|reserva|mesa|vuelo|zarezerwowa\w*|rezerwacj\w*|stolik\w*|"
    r"lot|réserv[ée]e?s?|réservation|table|vol|заброньова\w*|бронюванн\w*|столик\w*|рейс\w*|забронирова\w*|"
    r"бронировани\w*)(?![^\W\d_])")
# ... but a code sent to log in or to verify an account, whatever was booked: "booking.com texted me a confirmation code
# AB12CD to verify my account"
_LOGIN_CODE = LazyPattern(
    r"(?<![^\W\d_])(?:text\w*|sms\w*|смс\w*|log ?in|sign ?in|verif\w*|account|konto|cuenta|compte|акаунт\w*|аккаунт\w*|"
    r"zaloguj\w*|logowani\w*|anmeld\w*|einloggen|iniciar sesi[oó]n|connexion|вход\w*|вхід\w*|2fa|otp|password|passwort|"
    r"hasło|contraseña|mot de passe|пароль)(?![^\W\d_])")


def _code_like(value: str, kw: str) -> bool:
    compact = value.replace(" ", "").replace("-", "").replace("–", "").replace("*", "").replace("#", "")
    if len(compact) < 3:
        return False
    if value.lower() in _NOT_A_CODE or _is_placeholder(value):
        return False
    if "blik" in kw and compact.isdigit():
        return len(compact) == 6  # a BLIK code has six digits; "BLIK to 2024 rok" is a year
    if compact.isdigit() and len(compact) > 8 and "карт" in kw:
        return False  # "код від карти лояльності 48200...": a loyalty card's barcode, not its PIN
    if compact.isdigit() and len(compact) == 3 and len(set(compact)) > 1 and _DOOR_KW.search(kw) and _CODE_KW.search(kw):
        return True  # an intercom's three digits: "код домофону 319", "door code is 472" (round 18)
    if compact.isdigit():
        return 4 <= len(compact) <= 12 and len(set(compact)) > 1 or ("blik" in kw and len(compact) == 6) or (
            ("-" in value or "–" in value) and len(compact) >= 3)
    if _DOOR_KW.search(kw) and _DIGITS_LETTER.fullmatch(compact):
        return True  # an intercom's or a door's code with its key letter: "код домофону 065В", "door code 4471K"
    # recovery / backup codes and alphanumeric one-time codes: letters and digits mixed
    return any(c.isdigit() for c in compact) and any(c.isalpha() for c in compact) and len(compact) >= 5


def _csv_header(text: str, pos: int) -> bool:
    """The line around `pos` has two or more of one delimiter: a CSV header."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    line = text[start:end if end >= 0 else len(text)]
    return line.count(",") >= 2 or line.count(";") >= 2 or line.count("\t") >= 2


_COUNTED = re.compile(r"\d+[\-–][^\W\d]+")


def _scan_words(text: str, low: str, add) -> None:
    find_glued_keys(text, low, add)  # "newpass=...", "pw2: ...", "Neupasswort: ..." (glued_keys.py, round 35)
    if _PW_PREFILTER.search(low):
        for m in _PASSWORD.finditer(low):
            raw = text[m.start("val"):m.end("val")]
            lead = text[max(0, m.start("val") - 2):m.start("val")].strip()
            quoted = bool(lead) and lead[-1] in "\"'“„‘`«‹" and not (
                text[m.start("val") - 1:m.start("val")].isspace() and text[m.end("kw"):m.end("kw") + 1] == lead[-1])
            # (not "`db_password` with ...": the backtick closes the name before the space)
            possessive = bool(_POSSESSIVE_BEFORE.search(before(low, m.start(), 40))) or bool(
                re.search(r"\b(?:my|moje|mojego|mein\w*|mi|mon|ma|мій|мой)\b", m.group(0)))
            value = raw.rstrip(".,;:?)]}")
            kw_at = m.start("kw")
            if value[:1] in "¿¡" or low[max(0, kw_at - 2):kw_at] in ("${", "{{", "%(") or (
                    low[kw_at - 1:kw_at] == "<" and "</" not in low[kw_at:kw_at + 90]) or (
                    m.start("kw") and low[m.start("kw") - 1] in "\"'“„«`" and low[m.end("kw"):m.end("kw") + 1] in "\"'”“»`"
                    and low[m.end("kw") + 1:m.end("kw") + 4].lstrip()[:1] not in (":", "=", "-", "→", ",", ")", "]", "")):
                continue  # "<passwort>", "{password}", '"usuario" y "contraseña"': the word named, not a value (round 21)
            if _COUNTED.fullmatch(value):
                continue  # "12-znakowe", "8-stellig": a length, not a password
            if "\n" in low[m.end("kw"):m.start("val")] and _csv_header(low, m.start()):
                continue  # a CSV header's password column: its value is in the rows (secret_forms reads them)
            if not (m.group("conn") or m.group("conn2") or m.group("conn4")) and not quoted and not (any(c.isdigit() for c in value)
                                                           and any(c.isalpha() for c in value)):
                continue  # "password manager", "hasło dostępu": a word, not a value
            if m.group("mid2") and (m.group("mid2").count(" ") > 2 or m.group("kw").startswith("clave")) and value.isalpha():
                continue  # "hasło jest trudne do zapamiętania: ..." - many words, then a plain word
            explicit = (m.group("conn") or m.group("conn2") or m.group("conn4")) in (":", "=") and len(value) >= 4 and value.isalpha()
            if value.isalpha() and not quoted and not _VALUE_ENDS.match(text, m.start("val") + len(value)):
                possessive = explicit = False  # "hasło: takie samo jak zawsze" is talk, not a password
            if explicit and _VARIABLE.fullmatch(value) and re.search(
                    r"(?<![\w.])" + re.escape(value) + r"\s*=(?!=)", text[:m.start()]):
                continue  # "passwort = os.environ[...]" ... "password=passwort": a variable assigned above
            if _password_like(value, quoted, possessive or explicit):
                add("password", m.start("val"), m.start("val") + len(value))
        if "/" in low or "|" in low or "," in low:
            for m in _LOGIN_PAIR.finditer(text):
                if m.group(1).startswith(",") or "\n" in m.group(0) and _csv_header(text, m.start()):
                    continue  # "username,password,url": a CSV header (its rows are secret_forms' to read)
                if m.group(2).isspace() and m.group(1).isalpha() and m.group(1).islower() \
                        and m.group(3).rstrip(".,;:?)]}").isalpha() and m.group(3).islower():
                    continue  # "the username/password combination provided": talk; "login/hasło jan/sosenka" pairs
                if _password_like(m.group(3), False, True):
                    add("password", m.start(3), m.start(3) + len(m.group(3).rstrip(".,;:?)]}")))
    if "sms" in low or "смс" in low or "text" in low or "code" in low or "kod" in low or "код" in low or "digo" in low:
        for m in _OTP_NUMBER.finditer(text):
            head = text[max(0, m.start() - 100):m.start()]
            code = _OTP_CODE_BEFORE.search(head)
            if code is None:  # (the amount between the code word and the number may hold a full stop)
                code = _OTP_CODE_COLON_BEFORE.search(head)
                code_end = code.start() + 1 if code else 0
            else:
                code_end = code.end()
            if code and (_OTP_SENT_BEFORE.search(head, 0, code_end) or _OTP_ASKED_BEFORE.search(head, 0, code_end)
                         and _CONFIRMING_CODE.search(head, code.start())) \
                    and not NOT_SECRET_CODE_BEFORE.search(head, max(0, code.start() - 20), code.start()) \
                    and not SENDER_BEFORE.search(text, max(0, m.start(1) - 60), m.start(1)):  # the sender's short code
                add("one-time code", *m.span(1))
    if opens(low, _WIFI_GATE) and any(map(low.__contains__, _WIFI_WORDS)) and _WIFI_PREFILTER.search(low):
        for m in _WIFI_KEY.finditer(text):
            value = m.group(1).rstrip(".,;:?)]}")
            if _password_like(value, False, False):
                add("password", m.start(1), m.start(1) + len(value))
    # (a value _code_like accepts holds a digit: str.isdigit's, which on ASCII text are \d's - the pattern, long and
    # with look-behinds, is not read on a message without one)
    if (not text.isascii() or _HAS_DIGIT_RE.search(text)) and _CODE_PREFILTER.search(low):
        for m in _CODE.finditer(low):
            value = text[m.start("val"):m.end("val")]
            if (m.group("mid4") or m.group("mid") and not m.group("conn")) and m.group("kw").startswith(_CHECK_STEMS):
                continue  # (round 42) "Mi validación en JavaScript acepta X1943755Y", "walidacja przepuszcza 5678 ...": a
                # check routine doing something to a value (a bare check word, no "code" and no "is"/":") names no code
            if _code_like(value, m.group("kw")) and not _EXAMPLE_AFTER.match(text, m.end("val")) \
                    and not THING_BEFORE.search(low, m.end("kw"), m.start("val")) \
                    and not _thing_owns(low, m.start("val"), m.end("kw")) \
                    and not (value.isdigit() and _NOT_CODE_AFTER.match(text, m.end("val"))):  # "1200 mm"
                add("password", m.start("val"), m.end("val"))


# ---------------------------------------------------------------- codes for doors, texts and lists
# What a code opens (door, alarm, gate, key safe ...) and, in the same clause, the code itself after
# a connector ("it's", ":", "with", "mit", "con", "avec", "kodem", "code") - "the alarm: it's 4436".
# A compound code word (door code, digicode, Haustürcode, kod do domofonu) needs no connector.
_OPENS = re.compile(fold_letters(  # (and typed without diacritics: "Haustuer", "kod do domofonu", "codigo")
    r"(?i)(?<![\w])(?:(?P<code>(?:door|gate|alarm|garage|entry|building|intercom|keypad|lockbox|key ?safe|portal|key|lock)[\s\-]?codes?|"
    r"digicode|(?:haus)?tür-?codes?|torcodes?|alarm-?codes?|zugangscodes?|"
    r"kod\w* (?:do|od) (?:drzwi|domofonu|bramy|furtki|klatki|alarmu|sejfu|garażu)|"
    # (round 51, rids) the gate of a plot or a block: "el código de la cancela de la finca es ...", "kod do szlabanu",
    # "код від шлагбаума", "код от калитки", "Code für die Pforte"
    r"c[oó]digo (?:de la puerta|del portal|de la alarma|del garaje|de entrada|de la cancela|de la cancilla|de la verja|"
    r"del port[oó]n)|kod\w* (?:do|od) szlaban\w*|code (?:f[üu]r|der|vom) (?:die |das |den )?(?:pforte|gartentor|garagentor)|"
    r"code (?:de la porte|du portail|de l'alarme|de l'immeuble|d'entr[ée]e|porte|portail|immeuble|entr[ée]e|interphone|"
    r"b[âa]timent|du b[âa]timent|r[ée]sidence|de la r[ée]sidence)|"
    r"код\w* (?:від |до |от )?(?:домофон\w*|двер\w*|під'їзд\w*|подъезд\w*|сигналіз\w*|сигнализ\w*|ворот\w*|"
    r"шлагбаум\w*|калитк\w*|хвіртк\w*))"
    r"|(?P<thing>alarm|alarms|front door|back door|door|gate|garage|lockbox|lock box|key ?safe|key box|intercom|keypad|"
    r"alarmanlage|haustür|hoftor|gartentor|garagentor|tür|schlüsseltresor|schlüsselkasten|"
    r"alarma|puerta|portal|verja|port[oó]n|garaje|caja de llaves|"
    r"alarme|porte|portail|immeuble|interphone|boîte à clés|"
    r"alarmu?|drzwi|brama|bramy|bramę|furtk\w*|domofon\w*|klatk\w*|sejf\w*|"
    r"сигналіз\w*|сигнализ\w*|сигналк\w*|двер\w*|ворот\w*|хвіртк\w*|домофон\w*|під'їзд\w*|подъезд\w*|сейф\w*|ключниц\w*))(?![\w])"
))
_OPENS_PREFILTER = re.compile(literal_alternation(["tor"], r"\b", plain_spellings([
    "alarm", "door", "gate", "garage", "lock", "keysafe", "key safe", "key box", "intercom", "keypad", "portal",
    "keycode", "key code", "key-code",
    "digicode", "tür", "tresor", "schlüssel", "puerta", "verja", "porton", "portón", "garaje", "llaves", "porte",
    "cancela", "cancilla", "szlaban", "pforte", "шлагбаум", "калитк",
    "immeuble", "interphone", "clés", "drzwi", "bram", "furtk", "domofon", "klatk", "sejf", "сигналі", "сигнали",
    "двер", "ворот", "хвіртк", "домофон", "під'їзд", "подъезд", "сейф", "ключниц", "сигналк"])))
_CODE_CONN = (
    r"(?:\bit'?s\b|\bit’s\b|\bit is\b|\bis\b|\bist\b|\bes\b|\best\b|\bc'est\b|\bjest\b|\bto\b(?=\s\d)|\bце\b|\bэто\b|"
    r"\bwith\b|\bmit\b|\bcon\b|\bavec\b|\busing\b|\bcodes?\b|\bc[oó]digo\b|\bkod(?:em|u)?\b|\bкод\w*|"
    r"\bfirst\b|\bzuerst\b|\bnajpierw\b|\bprimero\b|\bd'abord\b|\bспочатку\b|\bсначала\b|"  # "first 1-9-7-3, then ON"
    r"\benter(?:ed)?\b|\btyped?\b|\bpunch(?:ed)?(?:\s+in)?\b|\bkey(?:ed)?\s+in\b|\btap(?:ped)?\s+in\b|"
    r"\bwpisz\b|\bwpisać\b|\bwpisuj\w*|\bwbijam\b|\bwstukuj\w*|\bwklepuj\w*|\btippe?\b|\bgebe\b|\beingeben\b|"
    r"\bmarca\b|\bmarco\b|\bteclea\b|\btecleo\b|\bmeto\b|\bintroduzco\b|\btape[rz]?\b|\bcompose\b|\bsaisis\b|"
    r"\bвведи\w*|\bнабери\w*|\bвводжу\b|\bввожу\b|\bнабираю\b|"
    r"[:=—–→])"
)
_CODE_VALUE = (
    r"(?P<val>\d(?: \d){3,7}(?: ?#)?(?![\w])|\d{1,6}[#*]\d{1,6}#?(?![\w#*])|(?<![\w#*])[#*]\d{4,8}[#*]?(?![\w#*])|"
    r"[a-d]\d(?: \d){3,7}(?![\w])|\d\d \d\d(?![\w\-]|[ .,]\d)(?=[^\S\n]*(?:$|[,.;:!?)\]\"'»”—–\-\n]))|\d(?:[#*]\d){3,7}#?(?![\w])|\d{1,2}(?:[\-–]\d{1,2}){3,7}(?![\w\-])|"
    r"\d{4,8}(?: ?#)?(?![\w]|[.,:/]\d)|(?=[a-z]{0,2}\d)[a-z\d]{4,8}(?![\w\-])|"
    # (round 45, rids) the key letter after the digits in Cyrillic: "домофон не работает, код 2749В" (not a voltage: "220В")
    r"(?!(?:110|127|220|230|240|380|400)[вv])\d{3,6}[а-яіїєґ](?![\w\-]))"
)
_CODE_AFTER = re.compile(
    r"(?i)(?:(?P<conn>" + _CODE_CONN + r")[^\S\n]*(?:(?:the|el|la|le|der|die|das|den)\s+(?:(?:code|c[oó]digo|Code)\s+|(?=\d)))?)?"
    r"[\"'„“«]?" + _CODE_VALUE
)
# a unit, currency or time after the number: a size, a price, a clock time, not a code
_NOT_CODE_AFTER = re.compile(
    r"(?i)[^\S\n]?(?:mm|cm|m|km|kg|g|w|kw|v|mah|db|zł|zl|pln|eur|euro\w*|€|\$|usd|gbp|£|uah|грн|руб|%|"
    r"pounds?|dollars?|d[oó]lar\w*|francs?|pesos?|z[lł]ot\w*|funt\w*|pfund|hryvn\w*|гривн\w*|гривен\w*|рубл\w*|"
    r"h|hrs?|hours?|min|uhr|godz\w*|horas?|heures?|год\w*|am|pm|rok|roku|lat|years?|jahre?|años?|ans?|років|"
    r"x|px|dpi|rpm|psi|bar|lm|lux|sq|ft|m²|m2)(?![\w])"
)
_NOT_CODE_BEFORE = re.compile(r"(?i)(?:\b(?:at|for|um|ab|bis|o|od|do|a las|à|à partir de|since|seit|desde|о|об|з|від|до|since|in|im|en|w|von)|[$€£])\s*$")
_CLAUSE_END = re.compile(r"[.!?;](?:\s|$)|\n")

# a thing whose number right after it can only be typed in: "side entrance keypad 6841*", "domofon 2580#"
_KEYPAD = re.compile(
    r"(?i)keypad|lockbox|lock box|key ?safe|key box|intercom|interphone|domofon\w*|домофон\w*|ключниц\w*|"
    r"schlüsseltresor|schlüsselkasten|caja de llaves|boîte à clés"
)


def _door_codes(text: str, low: str, add) -> None:
    for m in _OPENS.finditer(text):
        window_end = min(len(text), m.end() + 70)
        stop = _CLAUSE_END.search(text, m.end(), window_end)
        window_end = stop.start() if stop else window_end
        for v in _CODE_AFTER.finditer(text, m.end(), window_end):
            if not v.group("conn") and (m.group("thing") or v.start() - m.end() > 30) and not (
                    v.start() - m.end() <= 2 and _KEYPAD.fullmatch(m.group("thing") or "")) \
                    and not _KEY_PRESS_AFTER.match(text, v.end("val")):
                continue  # a thing and a bare number: "the door is 80 cm wide and 2040 mm high"
            value = v.group("val")
            compact = re.sub(r"[\s#*\-–]", "", value)
            if compact.isdigit():
                if len(compact) < 4 or len(set(compact)) == 1:
                    continue
                if len(compact) == 4 and compact[:2] in ("19", "20") and not re.search(r"[\s#*\-–]", value.strip("# ")) \
                        and not _YEAR_IS_CODE.fullmatch((v.group("conn") or "").lower()):
                    continue  # a year (not after the word "code": "key safe by the back door: code 1947")
            elif sum(c.isalpha() for c in compact) > 2 or not any(c.isdigit() for c in compact):
                continue
            # (the words before the number, after the connector: "I key in 5820" is not "in 2024")
            if _NOT_CODE_AFTER.match(text, v.end("val")) or _NOT_CODE_BEFORE.search(
                    text, max(0, v.start("val") - 14, v.end("conn") if v.group("conn") else 0), v.start("val")):
                continue
            conn = (v.group("conn") or "").lower()
            if conn in ("with", "mit", "con", "avec", "using", "is", "ist", "es", "est", "jest") and m.group("thing") \
                    and not compact.isdigit() and not re.search(r"\d", compact[:2]):
                continue
            if _EXAMPLE_AFTER.match(text, v.end("val")):
                continue
            add("door or alarm code", v.start("val"), v.start("val") + len(value.rstrip()))
            break


_YEAR_IS_CODE = re.compile(r"codes?|c[oó]digo|kod(?:em|u)?|код\w*")


# a key pressed after the number: it is typed on a keypad ("alarm 7683 and hash", "сигналка 7683 і решітка",
# "alarme 7683 puis dièse", "alarma 7683 y almohadilla", "Alarmanlage 7683 und Raute", "alarm 7683 i krzyżyk")
_KEY_PRESS_AFTER = re.compile(
    r"(?i)[^\S\n]*,?[^\S\n]*(?:(?:and|then|und|dann|y|luego|et|puis|i|potem|і|и|потім|потом|затем|a potem)[^\S\n]+){0,2}"
    r"(?:hash|pound|star|enter|raute|stern|dièse|diese|étoile|almohadilla|asterisco|krzyżyk\w*|krzyzyk\w*|gwiazdk\w*|"
    r"решітк\w*|решетк\w*|зірочк\w*|звездочк\w*|звёздочк\w*)(?![\w])"
)


# "Alarm. Disarm it within 30s. Code 9869 then OFF", "la carte est dans le tiroir, code 0707": a bare
# "code <number>" opening a clause, with an alarm, door, safe or card named shortly before it.
_BARE_CODE = re.compile(
    r"(?i)(?:^|[.:;,!?(\n\"'„“«]\s*|\s[-–—]\s)(?:(?:le|la|el|the|der|die|das|mój|moj|mi|mon|ma|my|мій|мой)\s)?"
    r"(?:code|codes|kod|c[oó]digo|codigo|код|pin)\s?(?:[:#]|\s(?:is|est|es|ist|lautet|jest|to|це|это)\s)?\s?"
    r"(?P<val>\d{4,8})(?![\w]|[.,/:]\d)"
)
_CODE_THING = re.compile(
    r"(?i)alarm|door|gate|garage|safe\b|lock|keypad|intercom|card|tür|tor\b|tresor|karte|"
    r"puerta|port[oó]n|garaje|caja fuerte|tarjeta|porte|portail|coffre|carte|immeuble|"
    r"drzwi|bram|furtk|furtc|skrytk|schlüsselkasten|domofon|sejf|kart|сигналі|сигнали|двер|ворот|сейф|домофон|картк|карт"
)
# the card PIN's own names need no connector: "Geheimzahl 1498", "numéro secret 4471"
_PIN_NAME_BARE = re.compile(
    r"(?i)(?<![\w\-])(?:geheimzahl|geheimnummer|pin-?nummer|pin-?code|code confidentiel|code secret|num[ée]ro secret|"
    r"n[uú]mero secreto|c[oó]digo pin|kod pin|пін-?код|пин-?код)\s?[:#]?\s?(?P<val>\d{4,8})(?![\w]|[.,/:]\d)"
)


def _bare_codes(text: str, add) -> None:
    for m in _BARE_CODE.finditer(text):
        start, end = m.span("val")
        value = m.group("val")
        if len(set(value)) == 1 or len(value) == 4 and value[:2] in ("19", "20") \
                or _NOT_CODE_AFTER.match(text, end) or _EXAMPLE_AFTER.match(text, end):
            continue
        if _CODE_THING.search(text, max(0, m.start() - 80), m.start()):
            add("door or alarm code", start, end)
    for m in _PIN_NAME_BARE.finditer(text):
        start, end = m.span("val")
        if len(set(m.group("val"))) > 1 and not _EXAMPLE_AFTER.match(text, end) and not _NOT_CODE_AFTER.match(text, end):
            add("PIN code", start, end)


# A one-time code received by text without the word "code": "the bank texted me 942974",
# "przyszedł mi SMS 730215", "mi hanno mandato 449120 per sms".
_RECEIVED_NUMBER = re.compile(r"(?<![\w.,/:\-+])(?<!\d )(\d{3} \d{3}|\d{5,8})(?![\w]|[.,:/\-]\d| \d)")
_RECEIVED_VERB = re.compile(
    r"(?i)(?:\b(?:texted|sent|got|received|dostałe[mś]|dostała[mś]|przyszedł|przyszła|przyszło|wysłali|"
    r"przysłali|llegó|lleg[oó]|mandaron|enviaron|recib[ií]|re[cç]u|envoy[ée]s?|bekommen|erhalten|geschickt|gesendet|kam|"
    r"mandato|inviato|arrivato|прийшла|прийшов|прийшло|надіслали|прислали|пришла|пришло|пришел|пришёл)\b)"
    r"[^.!?\n]{0,40}$"
)
_TEXT_WORD = re.compile(r"(?i)texted|\btext\b|\bsms\w*|смс|esemes|\bsms-|\bwiadomoś\w*|\bmensaje\b|\bmessaggio\b|повідомлен\w*|сообщени\w*")
_BLIK_NEAR = re.compile(r"(?i)\bblik\w*")
# a thing named right before a number: its order's, parcel's, booking's, voucher's or invoice's number, not a code sent
_NAMED_THING_BEFORE = re.compile(
    r"(?i)(?<![\w])(?:order|parcel|package|shipment|booking|reservation|invoice|voucher|gift card|"
    r"zam[oó]wieni\w*|przesy[lł]k\w*|paczk\w*|rezerwacj\w*|faktur\w*|bon\w*|"
    r"bestellung\w*|sendung\w*|paket\w*|buchung\w*|rechnung\w*|gutschein\w*|"
    r"pedido\w*|paquete\w*|env[ií]o\w*|reserva\w*|factura\w*|vale\w*|cup[oó]n\w*|"
    r"commande\w*|colis|r[ée]servation\w*|facture\w*|bon d'achat|"
    r"замовлен\w*|посилк\w*|бронюван\w*|рахун\w*|ваучер\w*|сертифікат\w*|заказ\w*|посылк\w*|бронировани\w*|сч[её]т\w*)"
    r"[^\S\n]*(?:no\.?|nr\.?|number|numer|nummer|n[uú]mero|num[ée]ro|номер|n[°º]|#|№)?[^\S\n]*:?[^\S\n]*$"
)
_CLAUSE_BREAK = re.compile(r"[,.;!?\n]")
_CODE_IN_CLAUSE = re.compile(r"code|kod|c[oó]digo|codigo|код|pin|пін|пин|\btan\b|blik")


def _thing_owns(low: str, start: int, floor: int = 0) -> bool:
    """Whether a thing named right before the number at `start` owns it ("Zamówienie 482913", "Gutschein 748291"): not
    when a code word stands in the thing's clause before it ("kod odbioru paczki 482913" is the parcel's pickup code)."""
    m = _NAMED_THING_BEFORE.search(low, max(floor, start - 40), start)
    if m is None:
        return False
    lo = max(0, m.start() - 60)
    breaks = [b.end() for b in _CLAUSE_BREAK.finditer(low, lo, m.start())]
    return _CODE_IN_CLAUSE.search(low, breaks[-1] if breaks else lo, m.start()) is None
# the code named in an earlier sentence, whose number arrives in the next: "send me the code from the text ... It came:"
_CODE_ASKED = re.compile(r"(?i)(?<![\w])(?:code|codes|kod\w*|c[oó]digo|код\w*)(?![\w])")
_ARRIVED = re.compile(r"(?i)\b(?:came|arrived|came through|come through|angekommen|arriv[ée])\b[^\w.!?\n]{0,4}$")


def _received_codes(text: str, low: str, add) -> None:
    has_text_word = _TEXT_WORD.search(text) is not None
    has_blik = "blik" in low
    if not (has_text_word or has_blik):
        return
    for m in _RECEIVED_NUMBER.finditer(text):
        digits = m.group(1).replace(" ", "")
        if len(digits) != 6 and (" " in m.group(1) or has_blik and not has_text_word):
            continue
        if len(set(digits)) == 1 or _NOT_CODE_AFTER.match(text, m.end(1)) \
                or _NOT_CODE_BEFORE.search(text, max(0, m.start(1) - 14), m.start(1)):
            continue
        head = text[max(0, m.start() - 120):m.start()]
        sentence_head = re.split(r"[.!?\n]\s", head)[-1]
        if _thing_owns(low, m.start(1)):
            continue  # "Zamówienie 482913 ...", "Gutschein 748291 über 20 Euro": another thing's number (round 29)
        if has_blik and len(digits) == 6 and _BLIK_NEAR.search(head):
            add("one-time code", *m.span(1))
            continue
        if not has_text_word or len(digits) > 8:
            continue
        verb = _RECEIVED_VERB.search(sentence_head)
        tail = text[m.end():m.end() + 25]
        if verb and (_TEXT_WORD.search(sentence_head) or _TEXT_WORD.search(tail)):
            add("one-time code", *m.span(1))
        elif (verb and len(sentence_head) - verb.start() <= 16 or _ARRIVED.search(sentence_head)) \
                and _TEXT_WORD.search(head) and _CODE_ASKED.search(head):
            add("one-time code", *m.span(1))  # "podaj mi kod z SMS-a ... Przyszło 410446": the code asked for, arrived


# A list of recovery / backup codes after their name: three or more code-like tokens in a row.
_RECOVERY_WORDS = re.compile(
    r"(?i)(?:recovery|backup|back-up)[\s\-]codes?|wiederherstellungs-?codes?|backup-codes?|notfall-?codes?|"
    r"kody? (?:zapasow\w*|odzyskiwania|awaryjn\w*|jednorazow\w*)|c[oó]digos? de (?:recuperaci[oó]n|respaldo|seguridad de respaldo)|"
    r"codes? de (?:secours|r[ée]cup[ée]ration|sauvegarde)|(?:коди|коды|код) (?:відновлення|восстановления)|резервн\w* код\w*"
)
_LIST_TOKEN = re.compile(r"^[A-Za-z0-9]{3,16}(?:-[A-Za-z0-9]{3,16})?$")
# A recovery key printed as one chain of capital groups, letters only too (Apple's "XXXX-XXXX-...-XXXX"):
# four groups at least, after the codes' name.
_GROUPED_KEY = re.compile(r"^[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,}$")


def _recovery_lists(text: str, low: str, add) -> None:
    for m in _RECOVERY_WORDS.finditer(text):
        run: list[re.Match[str]] = []
        skipped = 0
        for t in re.finditer(r"[^\s,;]+", text[m.end():m.end() + 600]):
            token = t.group().strip(":.()[]\"'")
            if not run and _GROUPED_KEY.match(token) and len(set(token) - {"-"}) >= 6:
                add("recovery codes", m.end() + t.start(), m.end() + t.end())
                return
            if _LIST_TOKEN.match(token) and len(token) >= 4 and any(c.isdigit() for c in token):
                run.append(t)
                continue
            if run:
                break
            skipped += 1
            if skipped > 10:
                break
        if len(run) >= 3 and sum(c.isdigit() for t in run for c in t.group()) >= 10:
            add("recovery codes", m.end() + run[0].start(), m.end() + run[-1].end())
        else:  # "Códigos de recuperación: 88 4410 21, 19 3307 55, ..." (secret_sent_codes.py)
            spaced_recovery_list(text, m.end(), add)


# "the signing secret ..., it's X": a random-looking value after ", it's" in the key's sentence.
_ITS_SECRET = re.compile(
    r"(?i)(?<![a-z])(?:secret|token|api[\s_\-]?key|key|klucz|schlüssel|clave|clé|ключ|токен|секрет|credentials?)\b"
    r"[^.!?\n]{0,50}?,\s*(?:it'?s|it’s|it is|here it is:?|that's|c'est|es|ist|to|це|это)\s+[\"'`]?"
    r"([A-Za-z0-9_\-+/=.~]{16,256})"
)


# letters that match i or s only under IGNORECASE (dotless ı, İ, long ſ): a lower-cased gate can miss them
_ODD_CASE = re.compile("[\u0131\u0130\u017f]")
_THREE_DIGITS = re.compile(r"\d(?:[ #*\-–]?\d){2}")


def _scan_codes(text: str, low: str, add) -> None:
    if _THREE_DIGITS.search(text):  # every code below holds three digits in a row (or spaced)
        if _OPENS_PREFILTER.search(low):
            _door_codes(text, low, add)
        if "code" in low or "kod" in low or "digo" in low or "код" in low or "pin" in low or "geheim" in low \
                or "secret" in low or "пін" in low or "пин" in low:
            _bare_codes(text, add)
        if "blik" in low or "sms" in low or "text" in low or "смс" in low or "esemes" in low or "wiadomo" in low \
                or "mensaje" in low or "messaggio" in low or "повідомл" in low or "сообщ" in low:
            _received_codes(text, low, add)
    # (its words, lower-cased; the odd letters are not ASCII: an ASCII message is not searched for them)
    if ", " in text and (_KEYED_PREFILTER.search(low) or not text.isascii() and _ODD_CASE.search(text)):
        for m in _ITS_SECRET.finditer(text):
            value = m.group(1).rstrip(".,;:")
            if _looks_random(value) and not _is_placeholder(value) and not value.startswith(_DOC_SAMPLES):
                add("secret key or token", m.start(1), m.start(1) + len(value))


def _scan_seed(text: str, low: str, add) -> None:
    if "seed" in low or "phrase" in low or "mnemoni" in low or "fraz" in low or "фраз" in low or "words" in low:
        for m in _SEED_PHRASE.finditer(text):
            words = re.split(r"[ ,\n]+", m.group(1))
            keep = max(n for n in (12, 15, 18, 21, 24) if n <= len(words))  # BIP-39 lengths
            _mnemonic()
            assert _WORDLIST is not None
            if sum(w.lower() in _WORDLIST for w in words[:keep]) < 0.8 * keep or _test_vector(
                    [w.lower() for w in words[:keep]]):
                continue  # "seed the database with ...": prose, not a wallet phrase
            span_text = m.group(1)
            end = m.start(1)
            for _i, w in enumerate(words[:keep]):
                end = m.start(1) + span_text.index(w, end - m.start(1)) + len(w)
            add("wallet recovery phrase", m.start(1), end)
    if low.count(" ") >= 11 and (":" in low or "—" in low or "–" in low or " -" in low or " is " in low or " es " in low
                                 or " ist " in low or " est " in low or " jest " in low or " це " in low or " это " in low):
        find_free_seed_words(text, low, add)  # the words of a language with no BIP-39 list (seed_free_words.py)
    if low.count("\n") >= 11 or low.count(". ") >= 11 or low.count(") ") >= 11:
        _numbered_phrases(text, low, add)
    if low.count("1") >= 5 and low.count("2") >= 2 and len(low) >= 60:
        _numbered_any_order(low, add)
    if len(low) >= 47 and low.count(" ") + low.count("\n") >= 11:
        find_wordlist_phrases(low, add)  # every standard wordlist, words joined any way (seed_wordlists.py)


def _test_vector(words: list[str]) -> bool:
    """A phrase from degenerate entropy ("abandon" x11 "about", "zoo" x11 "wrong", "legal winner thank
    year" repeated): fewer distinct words than half its length. A wallet's random 12 words almost
    never repeat more than once or twice."""
    return len(set(words)) * 2 < len(words)


# a numbered list of words, one a line or in a row: "1. keep\n2. million\n3. kitten ..."
_NUMBERED_WORD = re.compile(r"(?<![\w.])\d{1,2}\s?[.):\-]\s*([a-z]{3,8})\b")


def _numbered_phrases(text: str, low: str, add) -> None:
    run: list[tuple[int, str]] = []
    last_end = -1
    for m in _NUMBERED_WORD.finditer(low):
        if run and low[last_end:m.start()].strip(" \t\n,;"):
            _numbered_try(run, add)
            run = []
        run.append((m.start(1), m.group(1)))
        last_end = m.end()
    _numbered_try(run, add)


# the same words with their numbers in any layout: "1.raven 2.water ...", two columns "1 dance   13 bar"
_NUMBER_THEN_WORD = re.compile(r"(?<![\w.])(\d{1,2})[.):\-]?[ \t]*([a-z]{3,8})(?![\w])")


def _numbered_any_order(low: str, add) -> None:
    by_number: dict[int, tuple[int, str]] = {}
    for m in _NUMBER_THEN_WORD.finditer(low):
        by_number.setdefault(int(m.group(1)), (m.start(2), m.group(2)))
    for n in (24, 21, 18, 15, 12):
        if all(i in by_number for i in range(1, n + 1)):
            words = [by_number[i][1] for i in range(1, n + 1)]
            if not _test_vector(words) and _bip39_ok(words):
                spans = [by_number[i][0] for i in range(1, n + 1)]
                last = max(range(1, n + 1), key=lambda i: by_number[i][0])
                add("wallet recovery phrase", min(spans), by_number[last][0] + len(by_number[last][1]))
                return


def _numbered_try(run: list[tuple[int, str]], add) -> None:
    if len(run) < 12:
        return
    _mnemonic()
    for n in (24, 21, 18, 15, 12):
        for i in range(len(run) - n + 1):
            chunk = [w for _, w in run[i:i + n]]
            if not _test_vector(chunk) and _bip39_ok(chunk):
                add("wallet recovery phrase", run[i][0], run[i + n - 1][0] + len(run[i + n - 1][1]))
                return


# ---------------------------------------------------------------- numbers dictated in words
# "pin is six one one eight", "PIN ist sieben null zwei acht", "пін-код три сім нуль два", "pesel
# dziewięć dwa zero trzy 2191353": four or more digits said as words (or mixed with digit groups)
# right after a PIN, code or ID-number word of the same clause.
_DIGIT_WORDS: dict[str, str] = {}
for _digit, _words in enumerate((
    "zero null cero zéro нуль ноль oh",
    "one jeden jedynka eins uno un une один одна won",
    "two dwa dwójka zwei zwo dos deux два дві",
    "three trzy drei tres trois три",
    "four cztery vier cuatro quatre чотири четыре",
    "five pięć piec fünf fuenf cinco cinq п'ять п’ять пʼять пять",
    "six sześć szesc sechs seis шість шесть",
    "seven siedem sieben siete sept сім семь",
    "eight osiem acht ocho huit вісім восемь",
    "nine dziewięć dziewiec neun nueve neuf дев'ять дев’ять девʼять девять",
)):
    for _w in _words.split():
        _DIGIT_WORDS[_w] = str(_digit)
_DIGIT_WORD = "(?:" + "|".join(sorted(map(re.escape, _DIGIT_WORDS), key=len, reverse=True)) + r"|\d{1,8})"
_SPOKEN_RUN = re.compile(
    r"(?:(?<![\w'’])(?<![^\W\d_]-)|(?<=[\s:]['’\"]))" + _DIGIT_WORD + r"(?:[ ,\-]{1,3}" + _DIGIT_WORD + r"){3,12}(?![\w]|['’]\w)"
)
_SPOKEN_KEY = re.compile(
    r"(?:\bpin\b|пін|пин|\bcodes?\b|\bkod\w*|c[oó]digo|\bкод\w*|geheimzahl|geheimnummer|\bclave\b|\bblik\w*|\btan\b|"
    r"\botp\b|\bsms\b|смс|"
    r"(?P<pesel>\bpesel\b))[^.!?\n\d]{0,40}$"
)
_SPOKEN_HINTS = ("pin", "пін", "пин", "code", "kod", "digo", "код", "geheim", "clave", "pesel", "blik", "tan", "otp", "sms",
                 "смс")
_DIGIT_WORD_SET = frozenset(_DIGIT_WORDS) | frozenset(w + "," for w in _DIGIT_WORDS)


def _spoken_digits(text: str, low: str, add) -> None:
    for m in _SPOKEN_RUN.finditer(low):
        tokens = re.findall(r"[^\s,\-]+", m.group())
        if sum(not t.isdigit() for t in tokens) < 2:
            continue  # plain digit groups are the other finders' (and "1 2 3 4" is a list)
        key = _SPOKEN_KEY.search(low, max(0, m.start() - 45), m.start())
        if key is None or _EXAMPLE_AFTER.match(text, m.end()) or NOT_SECRET_CODE.search(low, key.start(), m.start()):
            continue  # (nor "code postal ... trente et un zéro zéro deux": spoken_codes.py)
        digits = "".join(t if t.isdigit() else _DIGIT_WORDS[t] for t in tokens)
        if key.group("pesel"):
            if len(digits) == 11 and pesel_ok(digits):
                add("PESEL number", *m.span(), Kind.IDENTIFIER)
        elif 4 <= len(digits) <= 8 and len(set(digits)) > 1 and digits not in "0123456789":
            add("PIN code", *m.span())  # (not "one two three four": counting)


# ---------------------------------------------------------------- a password changed and noted down
# "zapomniałam hasła do e-Urzędu, zmieniłam na X", "la contraseña ... la cambié a X", "забула пароль,
# поставила новий X", "le mot de passe ..., je l'ai remplacé par X", "forgot my password, changed it to X":
# a password word, then in the same sentence (commas allowed) a verb of changing and the new value.
_PW_ANY = re.compile(
    r"(?<![^\W_])(?:password|passwort\w*|kennwort\w*|has(?:ł|l)\w*|contrase[ñn]a\w*|mot de passe|mdp|парол\w*)(?![^\W_])"
)
_CHANGED_TO = re.compile(
    r"(?:\b(?:chang\w*|reset|set|updated?|switched)(?: it| mine| that| the password)?(?: again)? (?:to|as)|"
    r"\b(?:zmieni\w*|ustawi\w*|zmienione)(?: je| go| sobie)?(?: nowe)? na|\bnowe(?: hasło)?(?: to|:)|"
    r"\b(?:ge[äa]ndert|gesetzt|umgestellt)(?: auf| in| zu)|\b(?:auf|in) (?=\S+ ge[äa]ndert)|\bneue[sn]?(?: passwort)?(?: ist| lautet|:)|"
    r"\b(?:cambi\w*|puse|pusé|establec\w*)(?: la| lo)?(?: a| por| en)|\bnueva(?: contraseña)?(?: es|:)|"
    r"\b(?:remplac\w*|chang\w*|modifi\w*|mis|mit)(?: le)? (?:par|pour|en)|\bnouveau(?: mot de passe)?(?: est|:)|"
    r"\b(?:змінил\w*|змінив|поміня\w*|поставил\w*|поставив|встановил\w*|изменил\w*|поменял\w*)(?: його| его| його на)?"
    r"(?: на| новий| новый)(?: пароль)?|\bновий(?: пароль)?(?: це|:)?)"
    r"[ \t:]*[\"'„“«]?(?P<val>[^\s\"'”“»]{6,64})"
)
_PW_ANY_HINTS = ("password", "passwort", "kennwort", "hasł", "hasl", "contrase", "mot de passe", "mdp", "парол")
_CHANGE_HINTS = ("chang", "reset", "set ", "updat", "switch", "zmieni", "ustawi", "nowe", "geändert", "geandert",
                 "gesetzt", "umgestellt", "neue", "cambi", "puse", "establec", "nueva", "remplac", "modifi", "mis ",
                 "mit ", "nouveau", "змін", "помін", "постав", "встанов", "измен", "поменя", "нов")


# the verb before the password word: "reset the password to X", "zmieniłam hasło na X", "cambié la clave a X"
_CHANGE_VERB_BEFORE = re.compile(
    r"\b(?:chang\w*|reset|set|updated?|zmieni\w*|ustawi\w*|ge[äa]ndert|cambi\w*|puse|remplac\w*|modifi\w*|"
    r"змінил\w*|змінив|поміня\w*|изменил\w*|поменял\w*)\b[^.!?\n]{0,25}$"
)
_TO_AFTER = re.compile(r"[ \t]+(?:to|na|auf|in|a|por|par|pour|en|на)[ \t]+[\"'„“«]?(?P<val>[^\s\"'”“»]{6,64})")


def _changed_passwords(text: str, low: str, add) -> None:
    for k in _PW_ANY.finditer(low):
        window_end = min(len(low), k.end() + 130)
        stop = re.search(r"[.!?\n](?:\s|$)", low[k.end():window_end])
        if stop:
            window_end = k.end() + stop.start()
        hits = list(_CHANGED_TO.finditer(low, k.end(), window_end))
        if _CHANGE_VERB_BEFORE.search(low, max(0, k.start() - 40), k.start()):
            after = _TO_AFTER.match(low, k.end(), window_end)
            if after:
                hits.insert(0, after)
        for m in hits:
            raw = text[m.start("val"):m.end("val")].rstrip(".,;:)")
            alpha = sum(c.isalpha() for c in raw)
            if alpha == 0 or _is_placeholder(raw) or _CODE_IDENTIFIER.match(raw) or raw.lower() in _NOT_A_PASSWORD:
                continue
            strong = any(c.isdigit() for c in raw) or any(not c.isalnum() for c in raw) \
                or (any(c.isupper() for c in raw[1:]) and any(c.islower() for c in raw))
            if strong and not raw.isdigit():
                add("password", m.start("val"), m.start("val") + len(raw))
                return


# ---------------------------------------------------------------- codes from an authenticator, session cookies
# "kod 2FA z authenticatora 509886", "код з гугл аутентифікатора 597223", "Google Authenticator code 412 907":
# an authenticator or 2FA word and a six-to-eight digit number a few words later, with a code word beside it.
_AUTH_CODE = re.compile(
    r"(?i)(?<![\w])(?:2fa|totp|mfa|authenticat\w*|autentyfikat\w*|authentifikat\w*|authentificat\w*|autenticad\w*|"
    r"аутентифікат\w*|аутентификат\w*)(?![\w])[^.!?\n\d]{0,30}?(?<![\w.,])(\d{3} \d{3}|\d{6,8})(?![\w]|[.,:/]\d)"
)
_AUTH_CODE_WORD = re.compile(r"(?i)\b(?:codes?|kod\w*|c[oó]digos?|token)\b|\bкод\w*")
_AUTH_HINTS = ("2fa", "totp", "mfa", "authent", "autentyf", "autentic", "аутентиф")
# "sid=ev2C1qm24m...": a session cookie's value (random, long) after its usual names.
_SESSION_COOKIE = re.compile(
    r"(?i)(?<![\w\-])(?:sid|ssid|sessid|sessionid|session_id|session-id|session|phpsessid|jsessionid|aspsessionid\w*|"
    r"connect\.sid|_session\w*|remember_token|auth_token|__secure-\w+|__host-\w+)\s*[=:]\s*[\"']?([A-Za-z0-9%_\-.+/]{16,512})"
)
_COOKIE_WORDS = re.compile(r"cookie|set-cookie|header|curl|hsid|apisid|sapisid|google")
_EXPIRED_AFTER = re.compile(
    r"(?i)[\s\"']*(?:\(|—|-|:|,)?\s*(?:has |is |was |ist |jest |został\w* |est |a |ha |fue |є |был\w* )?(?:expired|revoked|invalidated|"
    r"abgelaufen|ungültig geworden|widerrufen|wygas\w*|unieważnion\w*|expir[ée]e?s?|r[ée]voqu[ée]e?|caducad[ao]|revocad[ao]|"
    r"expirad[ao]|закінчи\w*|протерміно\w*|відклика\w*|истек\w*|истёк\w*|отозван\w*)(?![\w])"
)
# A password word and, in the same clause, a value that can only be a password: upper and lower case with
# digits or symbols, eight characters at least ("WLAN-Schlüssel Büro J3fh24WfMwRU", "la contraseña del wifi de
# casa de mis padres es 8Vf#BKRLlqvfTZ").
_PW_NEAR = re.compile(
    r"(?i)(?<![^\W_])(?:password|passwort|kennwort|has(?:ło|lo|ła|la)|contrase[ñn]a|mot de passe|mdp|пароль|парол\w+|"
    r"(?:wifi|wi-fi|wlan)[\s\-]?(?:key|schlüssel|klucz|clave|clé|cle|ключ|code)|"
    r"(?:klucz|clave|clé|cle|ключ)(?: (?:do|de la|de|del|du|від|от|до))? (?:wifi|wi-fi|wlan|вайфаю))(?![\w])"
    r"[^.!?\n]{0,70}?(?<![\w@/.:=\-])[\"'„“«]?(?P<val>[^\s\"'”“»(),;]{8,64})"
)

_PW_NEAR_HINT = re.compile(r"password|passwort|kennwort|hasł|hasl|contrase|mot de passe|mdp|парол|wifi|wi-fi|wlan")
# its words as a word gate, "wi-fi" keyed by its "-" ("i-f"): the pattern's own gate keys it by "wi", in "with" and "will"
_PW_NEAR_GATE = word_gate("password", "passwort", "kennwort", "hasł", "hasl", "contrase", "mot de passe", "mdp", "парол",
                          "wifi", "i-f", "wlan")


def _auth_codes(text: str, low: str, add) -> None:
    for m in _AUTH_CODE.finditer(text):
        digits = m.group(1).replace(" ", "")
        near = text[max(0, m.start() - 30):m.start(1)]
        if len(set(digits)) == 1 or digits in "0123456789" or not _AUTH_CODE_WORD.search(near):
            continue
        if _EXAMPLE_AFTER.match(text, m.end(1)) or _NOT_CODE_AFTER.match(text, m.end(1)):
            continue
        add("one-time code", *m.span(1))


# A story the user writes: a password, PIN or code of a character is not the user's.
_FICTION = re.compile(
    r"(?i)\b(?:my|our|mein\w*|mi|mon|ma|moj\w*|mój|мій|мо\w+|für|pour|para|do|dla|для|dans|in|en|w|у)\s"
    r"(?:\w+\s)?(?:novel|story|short story|screenplay|thriller|krimi|roman|erzählung|"
    r"kurzgeschichte|drehbuch|novela|relato|cuento|guion|guión|récit|scénario|powieś\w*|"
    r"opowiadani\w*|scenariusz\w*|оповідан\w*|роман\w*|сценарі\w*)\b|"
    r"\b(?:пишу|piszę|ich schreibe|escribo|j'écris|i'm writing|i am writing)\s(?:\w+\s)?(?:оповідан\w*|роман\w*|"
    r"powieś\w*|opowiadani\w*|einen krimi|einen roman|una novela|un relato|un roman|une nouvelle|a novel|a story)|"
    # (round 37) a story asked for: "Écris une nouvelle où un coffre s'ouvre avec 2-7-1-8", "Napisz krótkie opowiadanie o
    # sejfie z kodem ...", "Schreib eine Kurzgeschichte über einen Tresor mit Code ...", "Напиши рассказ про сейф ..."
    r"\b(?:write|écris|écrivez|napisz|napiszcie|schreib|schreibe|schreibt|escribe|escríbeme|escríbenos|напиши|напишіть|"
    r"напишите)\s(?:me\s|us\s|mir\s|uns\s|moi\s|nous\s|mi\s|nam\s|мені\s|нам\s|мне\s)?(?:\w+\s){0,2}?(?:story|tale|novel|"
    r"nouvelle|récit|conte|histoire|opowiadani\w*|powieść|bajk\w*|kurzgeschichte|geschichte|erzählung|krimi|märchen|relato|"
    r"cuento|historia|novela|оповідан\w*|історі\w*|казк\w*|рассказ|истори\w*|сказк\w*|"
    # (round 38, the lead) a scene asked for: "Napisz scenę, w której szpieg podaje hasło „zielony kot o świcie”",
    # "Write a scene where the spy gives the password ..." - the scene's password is the character's
    r"scene|scène|escena|scen\w*|szene|сцен\w*)\b|"
    r"\b(?:in|для|в|во)\s(?:\w+\s)?рассказ(?:е|а|ы|у|ом)?\b"
)
_FICTION_HINTS = ("novel", "story", "screenplay", "thriller", "krimi", "roman", "erzählung", "geschicht",
                  "drehbuch", "novela", "relato", "cuento", "guion", "guión", "récit", "nouvelle", "scénario", "powieś",
                  "opowiadan", "scenariusz", "оповідан", "роман", "сценар",
                  "tale", "conte", "histoire", "historia", "bajk", "märchen", "історі", "истори", "казк", "сказк", "рассказ",
                  "scene", "scène", "escena", "scen", "szene", "сцен")
# the secrets a character can have; keys, tokens and identifiers are never fiction's
_FICTION_REASONS = frozenset({"password", "PIN code", "door or alarm code"})


# Word gates (gates.word_gate) before the keyword tests below: each test reads the whole message once per keyword, and
# a message holds none of most of them; the gate tells that from the message's words in one look-up (exact: it opens
# for every text holding one of its literals, and for every text the gates have not prepared).
_TOTP_GATE = word_gate("secret=", "2fa", "totp", "otp", "authenticator", "mfa")
_PIN_GATE = word_gate("pin", "пін", "пин")
_PIN_LOOSE_GATE = word_gate("pin", "пін", "пин", "geheim", "secret", "confiden", "tarjeta", "cajero")
_CVV_GATE = word_gate("cvv", "cvc", "csc", "security code", "crypto", "prüf", "pruef", "seguridad", "zabezpiecz")
_CODE_GATE = word_gate("code", "kod", "c\u00f3digo", "codigo", "код")
_SPOKEN_GATE = word_gate(*_SPOKEN_HINTS)
_PW_ANY_GATE = word_gate(*_PW_ANY_HINTS)
_AUTH_GATE = word_gate(*_AUTH_HINTS)
_SESSION_GATE = word_gate("sid", "session", "token", "__")
_ATTACHED_GATE = word_gate(*ATTACHED_HINTS)
_SECURITY_GATE = word_gate("maiden", "panieńsk", "mädchen", "security", "pet", "soltera", "jeune fille", "дівоче", "девичья",
                           "question", "pytanie", "frage", "pregunta", "питання", "вопрос")


def _claim_booking_codes(text: str, low: str, claimed: Claims) -> None:
    """Claim as nobody's a booking's reference said beside the booking (see _BOOKING_CODE_KW): letters and digits after a
    confirmation or booking code word, a booking word within 80 characters - neither the rules nor the model read it."""
    if not _HAS_DIGIT_RE.search(text):
        return
    for m in _CODE.finditer(low):
        value = text[m.start("val"):m.end("val")]
        if any(k in m.group("kw") for k in _BOOKING_CODE_KW) and sum(c.isalpha() for c in value) >= 2 \
                and any(c.isdigit() for c in value) and _BOOKED.search(low, max(0, m.start() - 80), m.end("val") + 60) \
                and not _LOGIN_CODE.search(low, max(0, m.start() - 80), m.end("val") + 60) \
                and not claimed.overlaps(*m.span("val")):
            claimed.append(m.span("val"))
            claimed.reject(*m.span("val"))


def find_secrets(text: str, findings: list[Finding], claimed: Claims) -> None:
    fiction: list[list[int]] = []

    def in_fiction(start: int) -> bool:
        if not fiction:
            fiction.append([m.start() for m in _FICTION.finditer(text)] if any(h in low for h in _FICTION_HINTS) else [])
        # (session 22) the story in the value's own sentence, or framing the message from its first sentence on: a
        # novel asked about after "El PIN de la tarjeta ... es 6840." is no reason to read the PIN as a character's
        return any(at < first_sentence_end(text) and at < start or sentence_start(text, start) <= at < sentence_bounds(text, start)[1]
                   for at in fiction[0])

    def add(reason: str, start: int, end: int, kind: Kind = Kind.SECRET) -> None:
        if reason in _FICTION_REASONS and in_fiction(start) and not said_real(low, start, end):
            claimed.reject(start, end)
            return  # "Für meinen Krimi: ... 'PIN 1987' ...", "Dans mon roman, ... le code du coffre — 2507"
            # (but not "Niech to będzie moje prawdziwe hasło, ...": the writer's own, real_values.py, round 37)
        if text[start:end] in _DOC_VALUES or text.startswith(_DOC_SAMPLES, start):
            claimed.reject(start, end)
            return  # (and "clave de sandbox sk_test_..." read as a password: still the test key, round 19)
        if kind is Kind.SECRET and text[start:start + 1].isdigit() and sandbox_code(text, low, start, end):
            claimed.reject(start, end)
            return  # "w środowisku testowym PayU kod BLIK 777123 ..." (sample_values.py)
        if start < end and not claimed.overlaps(start, end):
            findings.append(Finding(kind, reason, start, end))
            claimed.append((start, end))

    low = lower_keep_length(text)
    claim_game_codes(text, low, claimed)  # a game's lobby code and a player's rating are nobody's secret
    claim_code_examples(text, low, claimed)  # a snippet's literals its writer calls documented examples
    claim_public_numbers(text, low, claimed)  # lottery numbers, a prime question's number, an invoice number
    claim_meter_numbers(text, low, claimed)  # "numéro de compteur gaz 0123A45678" (meter_numbers.py, round 19)
    if any(k in low for k in _BOOKING_CODE_KW):
        _claim_booking_codes(text, low, claimed)  # "booked 🙌 confirmation code DN7K-2Q8R at Dishoom" (round 45)
    claim_product_codes(text, low, claimed)  # "Ezviz DB1C (CS-DB1C-A0-1E2WPFBR)" (product_codes.py, round 19)
    if _HAS_DIGIT_RE.search(text):
        claim_placeholder_codes(text, low, claimed)  # "np. 123 456", "como 000000" (placeholder_codes.py)
        claim_spent_codes(text, low, claimed)  # a parcel picked up, a gift code redeemed, "0x87e10bef" (spent_codes.py)
    longest = max(map(len, text.split()), default=0)  # tokens and keys are long unbroken strings
    if (longest >= 20 or "-----BEGIN" in text) and _KEY_PREFILTER.search(text):
        for (reason, pattern, check), hints in zip(_KEY_SHAPES, _KEY_HINTS):
            if not any(h in text for h in hints):
                continue  # the shape's fixed prefix is not in the text
            for m in pattern.finditer(text):
                body = m.group()
                if "EXAMPLE" in body.upper() or body.startswith(_DOC_SAMPLES) or _filler_body(body):
                    claimed.reject(*m.span())
                    continue  # the documentation's own sample keys (AKIAIOSFODNN7EXAMPLE, jwt.io)
                if check and not _looks_random(body.split("-", 1)[-1] if reason == "API key" else body):
                    continue
                add(reason, *m.span())
    if "://" in text:
        for m in _URL_CREDENTIALS.finditer(text):
            user = m.group(0).split("://", 1)[1].split(":", 1)[0]
            if not _is_placeholder(m.group(1)) and m.group(1).lower() not in _PASSWORD_WORDS \
                    and m.group(1).lower() != user.lower():
                add("password in a URL", *m.span(1))
    if " -p" in text or " -u" in text or "--user" in text:
        for m in _CLI_PASSWORD.finditer(text):
            g = 1 if m.group(1) else 2
            if _PORT_MAP.fullmatch(m.group(g)):
                continue  # "docker run -p 8080:8080": a port mapping, not a password
            if not _is_placeholder(m.group(g)) and m.group(g).lower() not in ("password", "pass", "pwd", "secret"):
                add("password", *m.span(g))
    if "</" in text:
        xml_secrets(text, add)  # "<password>Sosna2024</password>" in a pasted config (secret_xml.py)
    if "wifi:" in low:
        for m in _WIFI_QR.finditer(text):
            start, end = m.span(1)
            if text[start] == '"':
                start, end = start + 1, end - 1
            if not _is_placeholder(text[start:end]) or _partly_masked(text[start:end]):
                add("password", start, end)
    if opens(low, _TOTP_GATE) and ("secret=" in text or "2fa" in low or "totp" in low or "otp" in low or "authenticator" in low
                                    or "mfa" in low):
        for m in _TOTP_SECRET.finditer(text):
            add("authenticator secret", *m.span(1))
    if text.count("-") >= 7:
        for m in _BITLOCKER.finditer(text):
            add("recovery key", *m.span())
    if "=" in text:
        for m in _CONN_STRING.finditer(text):
            value = m.group(1).rstrip(".,")
            value = _OPTION_LIST.split(value, 1)[0]  # "password=X,uid=1000" in an fstab or mount line
            core = value.rstrip(")],")
            if core != value and _VARIABLE.fullmatch(core):
                continue  # "connect(host=h, password=parol)": a variable in code, read from elsewhere
            if not _is_placeholder(value) and value.lower() not in ("password", "pwd", "true", "false") \
                    and (_password_like(value, False, True) or _looks_random(value)):
                add("password in a connection string", m.start(1), m.start(1) + len(value))
    if longest >= 16 and _KEYED_PREFILTER.search(low):
        for m in _KEYED_SECRET.finditer(text):
            value = m.group("val").rstrip(".,;:")
            if not m.group("conn") and (sum(c.isdigit() for c in value) < 0.12 * len(value) or _CODE_IDENTIFIER.match(value)):
                continue  # "token validationForTheUser1" is a name in code, not a token
            if _TRACE_TOKEN.search(low, max(0, m.start() - 16), m.start("val")):
                continue  # (round 32) "the correlation token <uuid>", "le jeton de corrélation <uuid>": a log's trace id
            if _looks_random(value) and not _is_placeholder(value) and not value.startswith(_DOC_SAMPLES) \
                    and not _jwt_header(value):
                add("secret key or token", m.start("val"), m.start("val") + len(value))
        for m in _TOKEN_NEAR.finditer(text):
            value = m.group("val").rstrip(".,;:")
            if not m.group("gap").strip(" \t\"'`") or _NOT_A_TOKEN_GAP.search(m.group("gap")) or _CODE_IDENTIFIER.match(value) \
                    or _TRACE_TOKEN.search(m.group("gap").lower()):
                continue  # (a value right after the word is the keyed finder's: "token validationForUser1" is a name)
            if _looks_random(value) and not _is_placeholder(value) and not value.startswith(_DOC_SAMPLES) \
                    and not _EXAMPLE_AFTER.match(text, m.end("val")) and not _jwt_header(value):
                add("secret key or token", m.start("val"), m.start("val") + len(value))
        for m in _BEARER.finditer(text):
            if _looks_random(m.group(1)) and not _is_placeholder(m.group(1)) and not m.group(1).startswith(_DOC_SAMPLES):
                add("authorization token", *m.span(1))
    if longest >= 50 and _RAW_PRIVATE_KEY.search(text) and _PRIVATE_KEY_WORD.search(text):
        for m in _RAW_PRIVATE_KEY.finditer(text):
            if len(set(m.group())) > 8:
                add("private key", *m.span())
    if ("=" in text or ":" in text) and _ENV_HINT.search(text):
        for m in _ENV_SECRET.finditer(text):
            name, value = m.group(1), m.group(2).rstrip(".,;:")
            if _is_placeholder(value) or value.upper() == value and "_" in value and not any(c.isdigit() for c in value) \
                    or value.startswith(_DOC_SAMPLES):
                continue
            if any(w in name for w in ("PASS", "PWD", "PW")):
                ok = _password_like(value, False, True)
            elif any(w in name for w in ("SECRET", "TOKEN", "API", "PRIVATE", "ACCESS", "AUTH", "CREDENTIAL")):
                ok = _looks_random(value) or (len(value) >= 8 and any(c.isdigit() for c in value)
                                              and any(c.isalpha() for c in value))
            else:  # SORT_KEY=created_at, CACHE_KEY=user42 - only clearly random values
                ok = _looks_random(value)
            if ok:
                add("secret in a configuration value", m.start(2), m.start(2) + len(value))
    if opens(low, _PIN_GATE) and ("pin" in low or "пін" in low or "пин" in low):
        for m in _PIN.finditer(text):
            if len(set(m.group(1))) == 1 or _FACTORY_DEFAULT.search(low, max(0, m.start() - 40), m.end() + 40):
                claimed.reject(*m.span(1))
                continue  # "0000", "PIN 1234 is the factory default": everybody's PIN, nobody's secret
            if not _EXAMPLE_AFTER.match(text, m.end(1)) and not _NOT_CODE_AFTER.match(text, m.end(1)) \
                    and not _NOT_CODE_BEFORE.search(text, max(0, m.start(1) - 14), m.start(1)):
                add("PIN code", *m.span(1))
    if opens(low, _PIN_LOOSE_GATE) and ("pin" in low or "пін" in low or "пин" in low or "geheim" in low or "secret" in low
                                        or "confiden" in low or "tarjeta" in low or "cajero" in low):
        for m in _PIN_LOOSE.finditer(text):
            between = m.group("w1") or m.group("w2") or ""
            if text[m.start():m.start() + 3] == "pin" and between and not _CARD_WORDS.search(between):
                continue
            start, end = m.span("val")
            if len(set(m.group("val"))) > 1 and not _EXAMPLE_AFTER.match(text, end) \
                    and not _NOT_CODE_AFTER.match(text, end) and not _NOT_CODE_BEFORE.search(text, max(0, start - 14), start):
                add("PIN code", start, end)
    if opens(low, _CVV_GATE) and ("cvv" in low or "cvc" in low or "csc" in low or "security code" in low or "crypto" in low
                                  or "prüf" in low or "pruf" in low or "pruef" in low or "seguridad" in low or "zabezpiecz" in low):
        for m in _CVV.finditer(text):
            if _TEST_CARD_TALK.search(low, max(0, m.start() - 160), m.end() + 160):
                continue  # the sandbox's sample card and its CVV
            if placeholder_cvc(low, m.group(1)):
                claimed.reject(*m.span(1))
                continue  # "Card number [1234 5678 9012 3456] Expiry [MM/YY] CVC [123]" (sample_values.py)
            if "ziffer" in low[m.start():m.start() + 14] and "kart" not in low and "visa" not in low and "master" not in low:
                continue  # (round 42) a "Prüfziffer" with no card beside it is a check digit (an IBAN's, a parcel's)
            if _NOT_CODE_BEFORE.search(text, max(0, m.start(1) - 14), m.start(1)) or _NOT_CODE_AFTER.match(text, m.end(1)):
                continue  # (round 42) "... on the back of the card is printed since 2010", "... depuis 2019": a time
            add("card security code", *m.span(1))
    if opens(low, _CODE_GATE) and ("code" in low or "kod" in low or "c\u00f3digo" in low or "codigo" in low or "код" in low):
        _recovery_lists(text, low, add)  # (first: the whole block, not its first code alone)
    _scan_words(text, low, add)
    if "_" in text:  # "пароль varenyky_z_vyshneyu": plain words joined (secret_passphrases.py, round 28)
        find_passphrases(text, low, add)
    _scan_codes(text, low, add)
    if opens(low, _SPOKEN_GATE) and any(h in low for h in _SPOKEN_HINTS) and not _DIGIT_WORD_SET.isdisjoint(low.split()):
        _spoken_digits(text, low, add)
    if opens(low, _PW_ANY_GATE) and any(w in low for w in _PW_ANY_HINTS) and any(h in low for h in _CHANGE_HINTS):
        _changed_passwords(text, low, add)
    if opens(low, _AUTH_GATE) and any(h in low for h in _AUTH_HINTS) and _THREE_DIGITS.search(text):
        _auth_codes(text, low, add)
    if ("=" in text or ":" in text) and opens(low, _SESSION_GATE) and ("sid" in low or "session" in low or "token" in low
                                                                        or "__" in low):
        for m in _SESSION_COOKIE.finditer(text):
            value = m.group(1).rstrip(".,;:")
            if m.group().lower().startswith("ssid") and "=" not in m.group() and not _COOKIE_WORDS.search(low):
                continue  # "SSID: Vodafone-A7F2C9B1D3E5": a Wi-Fi network's name, not Google's SSID cookie
            if _EXPIRED_AFTER.match(text, m.start(1) + len(value)):
                claimed.reject(m.start(1), m.start(1) + len(value))
                continue  # "session=... expired" in a log: a session that is over opens nothing
            if _looks_random(value) and not _is_placeholder(value):
                add("session cookie", m.start(1), m.start(1) + len(value))
    if longest >= 8 and opens(low, _PW_NEAR_GATE) and _PW_NEAR_HINT.search(low):
        for m in _PW_NEAR.finditer(text):
            value = m.group("val").rstrip(".,;:!?)")
            if len(value) >= 8 and _strong_password(value) and not _EXAMPLE_AFTER.match(text, m.end("val")):
                add("password", m.start("val"), m.start("val") + len(value))
    _scan_seed(text, low, add)
    if opens(low, _SECURITY_GATE) and (
            "maiden" in low or "panieńsk" in low or "mädchen" in low or "security" in low or "pet" in low
            or "soltera" in low or "jeune fille" in low or "дівоче" in low or "девичья" in low or "question" in low
            or "pytanie" in low or "frage" in low or "pregunta" in low or "питання" in low or "вопрос" in low):
        for m in _SECURITY_ANSWER.finditer(text):
            if m.group(1).lower() not in NOT_AN_ANSWER:  # not "maiden name - is that safe?"
                add("security question answer", *m.span(1))
        if _SECURITY_QUESTION.search(text):
            for m in _ANSWER.finditer(text):
                add("security question answer", m.start(1), m.start(1) + len(m.group(1).rstrip()))
            for m in _ANSWER_TO_QUESTION.finditer(text):
                add("security question answer", *m.span(1))
    find_security_answers(text, low, add)  # "pytanie pomocnicze: nazwisko panieńskie matki – Rzepecka" (round 19)
    find_given_answers(text, low, add)  # "Question secrète : ..., j'ai mis « Monsieur Kerbrat »" (security_given.py, round 30)
    find_written_secrets(text, low, longest, add)
    find_export_secrets(text, low, longest, add)  # an export's row without its header, client.run('...') (round 21)
    find_phrased_secrets(text, low, add, claimed, longest)
    find_described_passwords(text, low, add)  # "mi contraseña es gato azul 77 todo junto" (secret_described.py, round 31)
    if ("pin" in low or "cod" in low or "kod" in low or "код" in low or "пін" in low or "пин" in low or "geheimzahl" in low) \
            and _HAS_DIGIT_RE.search(text):
        find_kept_pins(low, add)  # the PIN named, the value handed over later (secret_kept_codes.py, round 23)
    find_device_secrets(text, low, add, claimed, longest)
    # "el Cl@ve PIN de mi madre: 4TX" (portal_codes.py); round 45: its three capitals without a digit too ("Cl@ve PIN PJC")
    find_portal_codes(text, low, add)
    if _HAS_DIGIT_RE.search(text):
        find_terse_codes(text, low, add)  # short replies: "alarm 0942", "1887, el del cajero" (terse.py)
        find_handed_codes(text, low, add)  # "poprosił o kod, powiedziałam 4#1987" (secret_handed_codes.py)
        find_parcel_codes(text, low, add)  # "Kod nadania w automacie DPD: 482913" (secret_parcel_codes.py)
        find_sent_codes(text, low, add)  # "Ma banque vient de m'envoyer 602 118 pour valider" (secret_sent_codes.py)
        find_staff_codes(low, add)  # "Till manager override is 751526" (secret_staff_codes.py)
        find_home_codes(text, low, add)  # "kod użytkownika 3736", "code du parking souterrain ..." (secret_home_codes.py)
        find_short_codes(text, low, add)  # "el candado ... es 7-2-9", "el código 551 238 que le mandó el banco" (round 28)
        find_card_pins(text, low, add)  # "le code de ma nouvelle carte bancaire ... : 3847", a wallet's note (round 29)
        find_otp_topics(text, low, add)  # "Die pushTAN kam noch an ... Auf dem Display steht noch 847201" (round 29)
        find_combinations(text, low, add)  # "Der Tresor geht mit 14 – 38 – 72 auf", "digicode 4 B 2 7 1" (round 30)
        find_service_pins(text, low, add)  # "Le code de ma messagerie SFR est 2814" (secret_service_pins.py, round 30)
        find_corrected_secrets(text, low, add)  # "пин на самом деле 8027, а не 8072" (secret_corrections.py, round 30)
        find_recalled_pins(text, low, add)  # "... at the pump. After three attempts I remembered it's 6093" (round 32)
        find_club_codes(text, low, add)  # "Casier 58 à la piscine, code 2207", "Kod do szatni ... to 1973" (club_codes.py, round 39)
        if longest >= 8:
            find_handed_values(text, low, add)  # "here's Fv4Zs…", "ось …" (terse.py)
    if opens(low, _ATTACHED_GATE) and any(h in low for h in ATTACHED_HINTS):
        find_attached_secrets(text, low, add)  # "my PIN ... I think it was 4471" (secret_attached.py, round 26)
    if _HAS_DIGIT_RE.search(text) or longest >= 8 and opens(low, _PW_NEAR_GATE):  # (secret_distances.py, round 27)
        # "... the code. It's 4127.", "type 7 7 1 4 and press hash", "el candado del patio es 3312"
        find_distant_secrets(text, low, add)


_HAS_DIGIT_RE = re.compile(r"\d")


speed_up(globals())  # the same patterns, rewritten to open with a letter (see privacy_types.skip_ahead)
