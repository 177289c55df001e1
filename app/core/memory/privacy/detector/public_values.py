"""Public values in pasted configs and logs: not values for the learned model to score.

Developers paste authorized_keys lines, certificates, WireGuard peers, hex constants and the ids of API
objects. They look like the keys and tokens the learned model reads as secrets (long, mixed case, digits),
but they are public by their format's definition:
- an SSH public key line ("ssh-ed25519 AAAAC3Nz... user@host", "ecdsa-sha2-nistp256 AAAAE2Vj...");
- a PEM block that holds a public key, a certificate, a certificate request, a CRL, a PGP public key or
  signature ("-----BEGIN PUBLIC KEY-----" ... "-----END PUBLIC KEY-----", or up to the base64's end);
- a value named public: "PublicKey = ...", "public_key: ...", "pubkey ...", "klucz publiczny: ...",
  "öffentlicher Schlüssel ...", "clave pública ...", "clé publique ...", "публічний/открытый ключ ...";
  an age recipient ("age1..."), which is a public key;
- a hex constant of at most 64 bits ("0xEDB88320", "0xCAFEBABE", "0x7ffd5e8c4a10");
- a record's or a request's id in a log, named so: "uid fEN8Z9MaW1Rl...", "userId=...", "trace_id: ...", "job id ..."
  (not a session's id, which is a credential);
- a hash named as one ("Prüfsumme: f80f80ec...", "sha256sum ...", "commit 9f2c1e4b..."): 32 to 128 hex digits after
  a word for a checksum, a digest or a commit;
- a UUID (8-4-4-4-12 hex digits: an error's, a request's, a document's id) unless a word for a key, a token, a secret
  or a password stands right before it (the rules read those);
- a run of zeros, a form's filler ("000 000", "0000");
- the id of an API object that vendors print in logs and dashboards: Stripe's "evt_...", "cus_...", "pi_...";
- the name of an encoding, a hash or a cipher ("base64", "sha256", "utf-8", "aes-256-gcm", "ed25519", "HS256");
- a base64 value that decodes to a placeholder ("password: cGFzc3dvcmQ=" in a Kubernetes Secret is "password");
- a JSON web token's header alone ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"), the same in every token so signed;
- (round 47, rfr) a tool named "this 2 that", the converters' and bridges' naming ("Zigbee2MQTT", "html2pdf",
  "Word2Vec", "json2csv", "pdf2image"): letters, the digit 2 for "to", then an acronym in capitals or a format's name;
- (round 47, rfr) a link made to be handed out: a Discord server's invite ("discord.gg/8s7AwFPw2Y",
  "discord.com/invite/...") and a monobank jar's donation link ("send.monobank.ua/jar/7Ka9YqPzRm") - unless its
  sentence calls it private or secret or asks not to share it ("our private server", "don't share");
- the specimen identity documents' numbers (Erika Mustermann's "T22000129": org_context.py lists them).

`public_spans` gives their spans so that the model does not score them (verdict.py passes them with the rules'
own rejections). Only the model is kept off: the rules still read everything, so a private key block, a
WireGuard "PrivateKey = ...", an "AGE-SECRET-KEY-1..." or a Stripe "sk_live_..." stays red.
"""
from __future__ import annotations

import base64
import re

from app.core.memory.privacy.detector.device_strings import device_spans
from app.core.memory.privacy.detector.findings import lower_keep_length, speed_up
from app.core.memory.privacy.detector.org_addresses import org_box_spans
from app.core.memory.privacy.detector.org_context import SPECIMEN_DOCUMENTS
from app.core.memory.privacy.detector.paste_public import paste_public_spans
from app.core.memory.privacy.detector.secret_values import base64_placeholder

# "ssh-rsa AAAAB3NzaC1yc2E... comment" (the comment is optional: "user@host", "deploy key")
_SSH_LINE = re.compile(
    r"(?<![\w-])(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com"
    r"|ssh-(?:rsa|ed25519)-cert-v01@openssh\.com)[ \t]+AAAA[A-Za-z0-9+/]{8,}={0,3}(?:[ \t]+[^\s]{1,80})?")
_PUBLIC_PEM = (r"(?:RSA |EC |DSA |SSH2 )?PUBLIC KEY|(?:TRUSTED |X509 )?CERTIFICATE(?: REQUEST)?|NEW CERTIFICATE REQUEST|"
               r"X509 CRL|PKCS7|CMS|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|(?:DH|EC) PARAMETERS")
# the block to its END line, or (a paste cut short) to the end of its base64 lines
_PEM_BLOCK = re.compile(
    r"-----BEGIN (" + _PUBLIC_PEM + r")-----(?:[\s\S]{0,20000}?-----END \1-----|(?:\s*(?:[A-Za-z0-9+/=]{8,}|[\w-]+: .*))*)")
# a value named public, in six languages: "PublicKey = xTIB...=", "public_key: ...", "klucz publiczny: ..."
_PUBLIC_WORD = re.compile(  # on lower-cased text
    r"(?:public[ _.-]?key|pub[ _-]?key|publishable[ _-]?key|vapid[ _-]?public\w*|"
    r"klucz\w* publiczn\w*|publiczn\w* klucz\w*|öffentliche\w* schlüssel\w*|public-key|"
    r"clave\w* públic\w*|clave\w* public\w*|clé\w* publique\w*|cle\w* publique\w*|"
    r"публічн\w* ключ\w*|відкрит\w* ключ\w*|открыт\w* ключ\w*|публичн\w* ключ\w*)"
    r"(?:\s*\([^()\n]{0,30}\))?[\"']?[ \t]*[:=]?[ \t]*[\"'`]?([A-Za-z0-9+/_=:.-]{16,})")
_AGE_RECIPIENT = re.compile(r"(?<![\w-])age1[02-9ac-hj-np-z]{58}(?![\w])")
# a constant of at most 64 bits; a 256-bit "0x…" may be a raw private key (the secret rules read those)
_HEX_CONSTANT = re.compile(r"(?<![\w])0[xX][0-9A-Fa-f]{1,16}(?![\w])")
# Stripe's object ids (not its keys: sk_, rk_, pk_, whsec_ stay with the rules)
_VENDOR_OBJECT = re.compile(
    r"(?<![\w])(?:evt|cus|pi|ch|in|il|ii|sub|si|price|prod|acct|txn|re|seti|pm|src|card|po|tr|py|plan|cs_test|"
    r"cs_live|ba|fee|file)_[A-Za-z0-9]{8,40}(?![\w])")
_ALGORITHM = re.compile(  # on lower-cased text
    r"(?<![^\s(\['\"`=:,/])(?:base(?:16|32|36|58|62|64|85)(?:url)?|sha-?(?:1|224|256|384|512|3-?\d{3})|md[45]|crc-?(?:16|32|64)|"
    r"utf-?(?:8|16|32)|aes-?(?:128|192|256)(?:-[a-z]{3})?|rsa-?\d{3,4}|ed(?:25519|448)|x25519|x509|pkcs#?\d{1,2}|"
    r"secp\d{3}[kr]1|p-?(?:256|384|521)|[hre]s(?:256|384|512)|hmac-?sha-?\d{1,3}|argon2(?:id|i|d)?|"
    r"chacha20(?:-poly1305)?|blake[23][bs]?|xxh(?:32|64|3)|murmur3|pbkdf2(?:-sha\d{3})?)(?![^\s,.;:)\]'\"`/])")
_PADDED_BASE64 = re.compile(r"(?<![\w+/])[A-Za-z0-9+/]{4,60}={1,2}(?![\w=])")
_TECH_ID = re.compile(  # on lower-cased text
    r"(?<![\w])(?:uid|uuid|guid|oid|(?:user|doc|document|object|record|row|request|req|trace|span|job|run|build|pipeline|"
    r"correlation|event|message|msg|tenant|project|workspace|device|instance|node|pod|container|task|commit|"
    r"transaction|txn|item|product|entity|resource|installation|firebase)[ _.-]?ids?)"
    r"[\"']?[ \t]*[:=]?[ \t]*[\"'(]?([A-Za-z0-9][A-Za-z0-9_-]{5,63})(?![\w-])")
_HASH = re.compile(r"(?<![0-9A-Za-z])[0-9a-fA-F]{32,128}(?![0-9A-Za-z])")
_HASH_WORD = re.compile(  # on lower-cased text, in the 40 characters before the hash
    r"(?:checksum|check sum|prüfsumme|suma kontrolna|sumy kontrolnej|suma de (?:control|verificación)|somme de contrôle|"
    r"контрольн\w* сум\w*|hash\w*|хеш\w*|хэш\w*|digest|sha-?\d*(?:sum)?|md5(?:sum)?|blake\w*|commit\w*|"
    r"fingerprint|odcisk|empreinte|huella|відбиток|отпечаток|etag|integrity|revision|rev|object|image|build)\W{0,12}"
    r"(?:[^\W\d_]+\W{1,3}){0,3}$")
_UUID = re.compile(r"(?<![0-9A-Za-z-])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z-])")
_SECRET_WORD = re.compile(  # on lower-cased text, right before a UUID
    r"(?:key|token|secret|password|passwd|pass|pwd|auth\w*|bearer|credential\w*|klucz\w*|schlüssel|clave|clé|cle|"
    r"ключ\w*|токен\w*|пароль\w*|hasło|haslo|passwort|contraseña|mot de passe|mdp)[\"'\s:=]{0,4}$")
# (round 47) "Zigbee2MQTT", "html2pdf", "Word2Vec": a tool's name, "this to that"
_TO_NAME = re.compile(
    r"(?<![\w\-])[A-Za-z][a-z]{2,15}2(?:[A-Z]{2,5}|(?i:pdf|csv|json|xml|html|txt|text|vec|image|img|canvas|md|svg|png|jpe?g|"
    r"yaml|yml|sql|docx|epub|mp3|mp4|wav|gif|tex|rst|ts|js|go|py|rust|c|code|mqtt|http|web))(?![\w\-])")
# (round 47) a link made to be handed out: a Discord invite, a monobank jar; not one said private or not to be shared
_HANDED_LINK = re.compile(r"(?<![\w\-])(?:(?:https?://)?(?:www\.)?(?:discord\.gg|discord(?:app)?\.com/invite)/[A-Za-z0-9\-]{2,32}|"
                          r"(?:https?://)?send\.monobank\.ua/jar/[A-Za-z0-9]{6,16})(?![\w\-/])")
_PRIVATE_LINK = re.compile(r"priva\w*|prywat\w*|privé\w*|приват\w*|secret\w*|geheim\w*|sekret\w*|таємн\w*|секрет\w*|"
                           r"don'?t share|do not share|nie udost\w*|nicht (?:teilen|weitergeben)|no (?:lo )?compartas|"
                           r"ne (?:le )?partage|не (?:ділі|дели|пошир|распростран)\w*|only for (?:me|us)|tylko dla\b|nur für")
_ZEROS = re.compile(r"(?<![\d.,])0{3,}(?:[ \-]0{2,})*(?![\d.,]\d|\d)")
# (longest first, then by letter: a set's order varies between processes, and a source that varies changes the pattern's
# key in the generated gate tables - the clean-clone CI found the table stale)
_SPECIMEN = re.compile(r"(?<![\w])(?:" + "|".join(sorted(SPECIMEN_DOCUMENTS, key=lambda v: (-len(v), v))) + r")(?![\w])")


# (round 17) a booking's reference (an airline's PNR, a hotel's or a coach's booking code) is the booking's, not a key:
# "El localizador del grupo es QX7HTR", "booking reference: K4TZ9Q", "Buchungscode 7XKQ2M", "kod rezerwacji ABX12K"
_BOOKING_WORD = re.compile(  # the words in any case, the code in capitals
    r"(?<!\w)(?i:localizador(?:es)?|c[óo]digo de (?:la )?reserva|n[úu]mero de (?:la )?reserva|booking (?:ref(?:erence)?|code|number|no)|"
    r"record locator|pnr|reservation (?:code|number|ref(?:erence)?)|buchungs(?:code|nummer|referenz|nr)|"
    r"code de (?:r[ée]servation|dossier)|r[ée]f[ée]rence (?:de )?(?:r[ée]servation|dossier)|num[ée]ro de r[ée]servation|"
    r"(?:numer|kod) rezerwacji|код\w* бронюван\w*|номер\w* бронюван\w*|код\w* бронирован\w*|номер\w* брон\w*)"
    r"(?![\w])[^\w\n]{0,4}(?:[^\W\d_]+[^\w\n]{1,3}){0,4}?(?=[A-Z0-9]{5,8}(?![\w]))(?=[0-9]*[A-Z])([A-Z0-9]{5,8})(?![\w])")
_BOOKING_HINTS = ("locali", "reserv", "réserv", "booking", "locator", "pnr", "buchung", "dossier", "rezerwac", "брон")
_LONG_HEX_GATE = re.compile(r"[0-9a-fA-F]{32}")
_ALGORITHM_HINTS = ("base", "sha", "md4", "md5", "crc", "utf", "aes", "rsa", "ed25519", "ed448", "x25519", "x509", "pkcs", "secp",
                    "256", "384", "521", "512", "hmac", "argon", "chacha", "blake", "xxh", "murmur", "pbkdf")


# (round 23) a record's id as a link's path segment: "/reserva/6162d3c4...", "/booking/0f1e2d3c..." (a UUID without its
# dashes); not a link that logs in or resets (a reset, login, verify, invite or key link carries a credential)
_PATH_HEX = re.compile(r"/([A-Za-z][A-Za-z\-_]{1,30})/([0-9a-fA-F]{32})(?![0-9A-Za-z])")
_LINK_SECRET = re.compile(r"reset|login|log-in|signin|sign-in|auth|verif|activat|invit|token|key|secret|pass|magic|session|"
                          r"unlock|confirm-email|share|download|file|priv")


def public_spans(t: str) -> list[tuple[int, int]]:
    """Spans of `t` holding a public key, a certificate, a hex constant, an API object's id or a specimen
    document's number (see the module's doc)."""
    out: list[tuple[int, int]] = []
    if "AAAA" in t:
        out += [m.span() for m in _SSH_LINE.finditer(t)]
    if "-----BEGIN" in t:
        out += [m.span() for m in _PEM_BLOCK.finditer(t)]
    low = lower_keep_length(t)
    if "pub" in low or "публ" in low or "ключ" in low or "klucz" in low or "schlüssel" in low \
            or "clave" in low or "clé" in low or "cle " in low:
        out += [m.span(1) for m in _PUBLIC_WORD.finditer(low)]
    if "age1" in t:
        out += [m.span() for m in _AGE_RECIPIENT.finditer(t)]
    if "0x" in t or "0X" in t:
        out += [m.span() for m in _HEX_CONSTANT.finditer(t)]
    if "id" in low:
        out += [m.span(1) for m in _TECH_ID.finditer(low)]
    if "_" in t:
        out += [m.span() for m in _VENDOR_OBJECT.finditer(t)]
    if any(w in low for w in _ALGORITHM_HINTS):
        out += [m.span() for m in _ALGORITHM.finditer(low)]
    if "=" in t:
        out += [m.span() for m in _PADDED_BASE64.finditer(t) if base64_placeholder(m.group())]
    if "-" in t:
        out += [m.span() for m in _UUID.finditer(t)
                if not _SECRET_WORD.search(low, max(0, m.start() - 24), m.start())]
    if "000" in t:
        out += [m.span() for m in _ZEROS.finditer(t)]
    if "2" in t:
        out += [m.span() for m in _TO_NAME.finditer(t)]
    if "discord" in low or "/jar/" in low:
        for m in _HANDED_LINK.finditer(t):
            s_start = max(low.rfind(". ", 0, m.start()), low.rfind("\n", 0, m.start()), 0)
            s_end = low.find(". ", m.end())
            if not _PRIVATE_LINK.search(low, s_start, s_end if s_end >= 0 else len(low)):
                out.append(m.span())
    if "/" in t and _LONG_HEX_GATE.search(t):
        out += [m.span(2) for m in _PATH_HEX.finditer(t) if not _LINK_SECRET.search(m.group(1).lower())]
    for m in _HASH.finditer(t) if _LONG_HEX_GATE.search(t) else ():
        if _HASH_WORD.search(low, max(0, m.start() - 40), m.start()):
            out.append(m.span())
    if "00" in t:
        out += [m.span() for m in _SPECIMEN.finditer(t)]
    if any(w in low for w in _BOOKING_HINTS):
        out += [m.span(1) for m in _BOOKING_WORD.finditer(t)]
    if "eyJ" in t:
        out += [m.span() for m in _JWT_ALONE.finditer(t) if jwt_header(m.group())]
    out += paste_public_spans(t)  # a DKIM record's p=, "sk-...a9Fq", "cardSummary":"0392" (paste_public.py, round 21)
    out += device_spans(t)  # (round 35) a MAC address, a firmware build, a serial, a listing's number (device_strings.py)
    out += org_box_spans(t)  # (round 35) "HM Passport Office, PO Box 767, Southport, PR8 9PT" (org_addresses.py)
    return out


# a JSON web token's first part alone (its header), not a whole token (three parts parted by dots)
_JWT_ALONE = re.compile(r"(?<![\w.\-])eyJ[A-Za-z0-9_\-]{10,117}(?![\w.\-])")


def jwt_header(value: str) -> bool:
    """A JSON web token's header alone ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9": {"alg":"HS256","typ":"JWT"}): it names
    the algorithm, the same in every token signed so, and carries no secret (a whole token has two dots)."""
    if not value.startswith("eyJ") or "." in value or len(value) > 120:
        return False
    try:
        head = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    return head.startswith("{") and head.rstrip().endswith("}") and '"alg"' in head


speed_up(globals())
