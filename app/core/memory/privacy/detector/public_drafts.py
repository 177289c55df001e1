"""A draft the writer is about to post or send to a group, quoted and then asked about (round 39, rpublic; set
broad-zzz67, drafts about to go public): 'Draft for the uni group chat: "..., Josh Turner is gay and only told a few of
us." Does that sound supportive?', 'Mail do wszystkich w firmie: "Informujemy, że Paweł Grabowski z księgowości
przechodzi dializy ..." Zbyt szczegółowo?', 'Dating-Profil: "Kurdin aus Bingöl, aufgewachsen in Bielefeld, Lehrerin
..." Passt das?', 'Profil Meetic : "Kabyle par mon père, Bretonne par ma mère ..." Ça fait trop ?'.

The draft is the writer's own statement, about to reach a group: a named person's health, orientation, affair or debt
in it is told, and a profile's items are the writer's own. The vocabulary reads each sentence with what follows it up
to the next full stop followed by a space, and a closing quote mark after the stop joins the quoted sentence to the
writer's question about the wording ("... a few of us." Does that sound supportive?): the fact is then read as asked
about, and dropped. Here the quoted part, after a frame that says it is a draft, a post or a message to a group
("draft", "post", "group chat", "mail to everyone", "Entwurf", "Beitrag", "Gruppe", "brouillon", "publication",
"groupe", "borrador", "publicación", "grupo", "wpis", "grupa", "mail do wszystkich", "допис", "група", "пост",
"группа", a profile, a review, a petition, a warning), is read alone by the writer's finders (`read`); a profile's
quote that opens with a noun, not a verb or a pronoun ("Kurdin aus Bingöl, ...", "Kabyle par mon père, ..."), is read
as the writer's "I am ..." (self_identities.py then decides: "Ich bin Kurdin", "Je suis Kabyle").

Green limits: a frame naming a template, a sample or a placeholder ("[Name]", "{name}", "<name>", "Vorlage",
"modèle"), a quote from the news, a film, a book or a public figure (quoted_messages.PUBLIC before the quote), an
invented character (the finders' own public_figures limits read the quote), a review that only criticises a firm (no
finder reads anything in it).
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.named_affairs import find_named_affairs
from app.core.memory.privacy.detector.named_debts import find_named_debts
from app.core.memory.privacy.detector.public_figures import ROLE
from app.core.memory.privacy.detector.quoted_messages import PUBLIC, clause_before, quotes
from app.core.memory.privacy.detector.third_subjects import lang_of

# the frames' words, also typed without diacritics ("wiadomosc", "publicacion")
_GATE = word_gate("draft", "post", "group", "chat", "mail", "profile", "bio", "review", "petition", "warning", "entwurf",
                  "beitrag", "gruppe", "rundmail", "profil", "bewertung", "warnung", "brouillon", "publication",
                  "groupe", "avis", "pétition", "petition", "avertissement", "borrador", "publicación",
                  "publicacion", "grupo", "correo", "perfil", "reseña", "resena", "petición", "peticion", "aviso",
                  "szkic", "wpis", "grup", "wiadomość", "wiadomosc", "opini", "petycj", "ostrzeżeni", "ostrzezeni",
                  "ogłoszeni", "ogloszeni", "чернетк", "допис", "пост", "груп", "профіль", "профиль", "відгук",
                  "отзыв", "петиці", "петици", "черновик", "повідомлення", "сообщени", "подруг", "друз", "change.org",
                  "meetic", "tinder", "bumble", "facebook", "whatsapp", "telegram", "instagram", "linkedin")

_FRAME = caseless_folded_lazy(
    r"(?<!\w)(?:draft\w*|post(?:ing)?|status|caption|group(?: chat)?|chat|"
    r"(?:e-?mail|message|note|announcement) (?:to|for) (?:the |my |our |all )?(?:whole |entire )?\w+|profile|bio|review|petition|warning|announcement|entwurf|beitrag|"
    r"\w*gruppe|rundmail|mail an alle|nachricht an \w+|\w*profil|bewertung|petition|warnung|aufruf|brouillon|"
    r"publication|groupe|mail à tous|message (?:au|à|aux) \w+|avis|pétition|avertissement|annonce|borrador|"
    r"publicación|grupo|correo a todos|mensaje (?:al|a|para) \w+|perfil|reseña|petición|aviso|anuncio|texto para|"
    r"szkic|wpis|post\w*|grup\w*|mail do wszystkich|wiadomość do \w+|profil\w*|opini\w*|petycj\w*|ostrzeżeni\w*|"
    r"ogłoszeni\w*|komunikat\w*|чернетк\w*|допис\w*|пост\w*|груп\w*|профіл\w*|профил\w*|відгук\w*|отзыв\w*|"
    r"петиці\w*|петици\w*|попередженн\w*|предупреждени\w*|оголошенн\w*|объявлени\w*|черновик\w*|"
    r"повідомлення (?:\w+ )?(?:подругам|друзям|колегам|групі|в групу)|сообщение (?:\w+ )?(?:подругам|друзьям|"
    r"коллегам|группе|в группу)|change\.org|meetic|tinder|bumble|facebook\w*|whatsapp\w*|telegram\w*|instagram\w*|"
    r"linkedin)(?!\w)")
_PROFILE = LazyPattern(r"(?<!\w)(?:profile|bio|dating|profil|perfil|профіл\w*|профил\w*|анкет\w*|meetic|tinder|bumble|"
                       r"hinge|badoo|okcupid|parship|elitepartner|lovoo|sympatia|randk\w*|randki)(?!\w)",
                       lambda s: "(?i)" + s)
_TEMPLATE = caseless_folded_lazy(
    r"(?<!\w)(?:template|sample|example|placeholder|vorlage|beispiel|muster|modèle|exemple|plantilla|ejemplo|modelo|"
    r"szablon|przykład\w*|wzór|шаблон\w*|приклад\w*|пример\w*|fictional|fictitious|fiktiv\w*|fictif|ficticio|"
    r"fikcyjn\w*|вигадан\w*|вымышлен\w*)(?!\w)|\[[^\]\n]{1,20}\]|\{[^}\n]{1,20}\}|<[^>\n]{1,20}>|\bXX+\b")
# a frame for public people: a fan page, a wiki, a quiz, a biography ("Draft for our fan page: "Elton John is ..."")
_FANS = LazyPattern(r"(?<!\w)(?:fan\w*|wiki\w*|biograph\w*|biogra\w*|quiz\w*|trivia|celebrit\w*|famous|berühmt\w*|"
                    r"célèbre\w*|famos[oa]s?|słynn\w*|znan\w* (?:aktor|piosenkar|polityk)\w*|відом\w*|знаменит\w*|"
                    r"известн\w*|фан\w*|вікі\w*|вики\w*|біограф\w*|биограф\w*)(?!\w)", lambda s: "(?i)" + s)
# "I am" in the language of a profile's quote, for a quote that opens with a noun
_I_AM = {"en": "I am ", "de": "Ich bin ", "fr": "Je suis ", "es": "Soy ", "pl": "Jestem ", "uk": "Я ", "ru": "Я "}
_OPENS_WITH_PERSON = frozenset("""i i'm im my me we je j'ai j'ai je suis moi mon ma ich mein meine wir yo soy mi mis
nosotros ja jestem mój moja my я мій моя ми мой мы hi hello hallo salut hola cześć привіт привет""".split())


def find_public_drafts(t: str, read: Callable[[str], list[Finding]]) -> list[Finding]:
    """A disclosure in a quoted draft, post or group message the writer will send, read as their own statement (see
    the doc); `read` is the writer's finders."""
    if ('"' not in t and "«" not in t and "„" not in t and "“" not in t) or not opens(t, _GATE):
        return []
    for start, _end, body in quotes(t):
        if len(body.split()) < 3:
            continue
        before = t[:start] if start < 90 else clause_before(t, start)
        if not _FRAME.search(before) or PUBLIC.search(before.lower()) or _FANS.search(t) or _TEMPLATE.search(t) \
                or ROLE.search(before.lower()):
            continue
        at = t.find(body, start)
        found = read(body) or find_named_affairs(body) or find_named_debts(body)
        if not found and _PROFILE.search(before):
            first = body.split()[0].strip(",.;:!").lower()
            if body[:1].isupper() and first not in _OPENS_WITH_PERSON:
                said = _as_mine(body, lang_of(t), read)
                if said:
                    return [Finding(said[0].kind, said[0].reason, at, at + len(body))]
        kept = [f for f in found if f.kind not in (Kind.IDENTIFIER, Kind.SECRET)]
        if kept:
            return [Finding(f.kind, f.reason, at + f.start, at + f.end) for f in kept]
    return []


def _as_mine(body: str, lang: str, read: Callable[[str], list[Finding]]) -> list[Finding]:
    """A profile's items read as the writer's "I am ...", in the message's language first (a short list of nouns is
    a poor guess of its own), then in the others of its script."""
    langs = ("uk", "ru") if lang in ("uk", "ru") else (lang,) + tuple(x for x in ("de", "fr", "es", "en", "pl") if x != lang)
    for one in langs:
        said = _I_AM[one] + (body[:1].lower() + body[1:] if one == "en" else body)
        found = [f for f in read(said) if f.kind not in (Kind.IDENTIFIER, Kind.SECRET, Kind.IDENTITY)]
        if found:
            return found
    return []
