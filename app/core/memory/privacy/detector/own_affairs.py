"""The writer's own affair, told or confessed (round 41, rrel; sets broad-zzz77..79): "Жена думает, что я в
командировке, а я еду с другой", "Telling my wife it's a work conference, but I'm going with someone I've been seeing",
"Auf der Dienstreise hatte ich was mit einer Kollegin, meine Frau darf das nie erfahren", "Od pół roku spotykam się z
sąsiadem i jego żona chyba coś podejrzewa"; and an affair confronted or confessed in a letter given to correct or
translate: "Nicolas je sais pour toi et Amandine", "Сергію я знаю про тебе і Олену", "Sarah, I have to tell you that
me and Daniel was seeing each other. Im sorry", "ich muss dir sagen das ich seit dem Sommer was mit Jens habe".

named_affairs.py reads a NAMED third person's affair and the writer's with a named person's partner; the writer's own
affair comes without either. People tell it by three things, in en, pl, de, es, fr, uk and ru:
- a partner kept in the dark: a partner word with a verb of believing, not knowing, never learning or suspecting
  ("my wife thinks", "meine Frau darf das nie erfahren", "ma femme n'est pas au courant", "mi mujer no sabe", "Żona
  myśli", "jego żona coś podejrzewa", "Жена думает"), or the partner told a cover story ("telling my wife it's ...");
- the writer's own affair idiom ("someone I've been seeing", "ich hab was mit der Vermieterin angefangen", "verme con
  otra persona", "spotykam się z ..."), or only the other person ("avec une autre", "с другой", "z koleżanką",
  "pour voir quelqu'un") - that one told beside the writer's OWN partner kept in the dark;
- in a letter: "I know about you and <Name>" ("je sais pour toi et", "lo sé todo sobre ti y", "wiem o tobie i",
  "знаю про тебе і", "ich weiß von dir und"), or the writer's idiom with a name ("me and Daniel were seeing each other",
  "was mit Jens habe") beside a confession's words ("I have to tell you", "es tut mir leid", "przepraszam").
A first-person idiom that is only a meeting ("spotykam się z", "встречаюсь с") needs the partner in the dark; a
strong one ("ich hatte was mit", "someone I've been seeing") a partner word anywhere in the message.

Green limits: a story, a film or a book; a friend's affair told as a rumour (no first-person idiom: "his wife thinks he
is with another woman" reads no writer's partner); "how can I tell if my husband is cheating" (no idiom here); a
surprise kept from a partner ("my wife thinks I'm at work, I'm planning her party": no other person); meeting a
friend ("spotykam się z kolegą i jego żoną w sobotę": no partner in the dark).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy, folded_lazy
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# every red path holds one of the act patterns below (the idioms, the other person, "know about you and", the letter's
# idioms): their words, also typed without diacritics; Spanish "ti" of "sobre ti y" as a whole word
_GATE = whole_word_gate("ti") | word_gate(
    "seeing", "another", "else", "sais", "vois", "lover", "affair", "someone", "sleeping", "know", "mit", "weiß", "weiss", "quelqu",
    "autre", "amant", "maîtresse", "maitresse", "couch", "voit", "voyait", "voyons", "sors", "otra", "otro", "verme",
    "amante", "vemos", "veíamos", "veiamos", "acuesto", "veo", "inną", "inna", "innym", "koleżank", "kolezank",
    "kochank", "kochanek", "spotyka", "sypia", "wiem", "іншою", "іншим", "коханк", "коханець", "зустріча", "сплю",
    "спимо", "спали", "другой", "другим", "любовни", "встреча", "спим", "знаю")


def _lazy(source: str, caseless: bool = True) -> LazyPattern:
    return (caseless_folded_lazy(source) if caseless else folded_lazy(source))


_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][a-zß-öø-ÿąćęłńóśźżа-яєіїґё'’-]+)"
_PARTNER = (r"(?:wife|husband|partner|boyfriend|girlfriend|fiancée?|frau|mann|ehemann|ehefrau|freundin|femme|mari|"
            r"copain|copine|compagne|compagnon|mujer|marido|esposa|esposo|novio|novia|pareja|żona|żonie|żoną|żony|"
            r"mąż|mężowi|męża|дружина|дружині|чоловік|чоловікові|жінка|жена|жене|муж|мужу)")
# the partner kept in the dark: believes, does not know, must never learn, suspects; or is told the cover story
_KNOWS = (r"(?:thinks|believes|doesn't know|does not know|has no idea|must never|can never|can't find out|"
          r"mustn't find out|never find out|suspects|isn't aware|is not aware|glaubt|denkt|weiß nicht|weiss nicht|"
          r"weiß von nichts|ahnt|darf (?:das |es |davon )?(?:nie|niemals|nicht)|verdächtigt|croit|pense que|"
          r"ne sait pas|ne sait rien|n'est pas au courant|ne doit (?:jamais|pas) (?:le )?savoir|se doute|soupçonne|"
          r"cree que|piensa que|no sabe|no puede saber|sospecha|myśli|sądzi|nie wie|nie może się dowiedzieć|"
          r"podejrzewa|думает|не знает|подозревает|не должна знать|не должен знать|думає|не знає|підозрює)")
_DARK = _lazy(r"(?<!\w)" + _PARTNER + r"(?:\s+\w+){0,3}?\s+(?:\w+\s+)?" + _KNOWS + r"(?!\w)"
              r"|(?<!\w)(?:telling|i told|i tell|told) my (?:wife|husband|partner|girlfriend|boyfriend)(?!\w)")
# the writer's own partner: a first-person possessive, or Slavic's bare partner word opening a sentence ("Żona myśli")
_MY_DARK = _lazy(
    r"(?<!\w)(?:my|meine[mr]?|mein|ma|mon|mi|moja|mój|moj|моя|мой|мій)\s+" + _PARTNER + r"(?:\s+\w+){0,3}?\s+(?:\w+\s+)?"
    + _KNOWS + r"(?!\w)|(?:^|(?<=[.!?]\s))(?-i:Żona|Zona|Mąż|Maz|Жена|Муж|Дружина|Чоловік|Жінка)\s+(?:\w+\s+)?"
    + _KNOWS + r"(?!\w)|(?<!\w)(?:telling|i told|i tell|told) my (?:wife|husband|partner|girlfriend|boyfriend)(?!\w)")
# the writer's own affair idiom (strong: an affair by itself, beside any partner word)
_STRONG = _lazy(
    r"(?<!\w)(?:someone i(?:'ve| have) been seeing|someone i'm seeing|someone i am seeing|"
    r"i(?:'ve| have) been (?:seeing|sleeping with) (?:someone|a (?:wo)?man|another)|i'm seeing someone|"
    r"i am seeing someone|i(?:'m| am| have been|'ve been) having an affair|my (?:lover|affair partner)|"
    r"(?:ich (?:hab|habe|hatte)|(?:hab|habe|hatte) ich) (?:\w+ ){0,4}?was mit (?:(?:der|dem|einer|einem|meiner|"
    r"meinem|seiner|ihrer|ihrem) )?\w+(?: angefangen| gehabt)?(?=\s*(?:[,.;!?]|$|und |aber |meine |mein ))|"
    r"ich (?:\w+ ){0,5}?was mit (?:(?:der|dem|einer|einem) )?\w+ (?:habe|hatte|hab|angefangen habe)(?!\w)|"
    r"meine geliebte|meinen geliebten|mon amant|ma maîtresse|je couche avec|je vois quelqu'un|verme con|mi amante|"
    r"me acuesto con|moja kochanka|mój kochanek|moj kochanek|sypiam z|моя коханка|мій коханець|сплю з|"
    r"моя любовница|мой любовник|сплю с)(?!\w)")
# the writer meeting someone (a meeting, or a relationship: only beside a partner in the dark)
_MEETS = _lazy(r"(?<!\w)(?:spotykam się z|spotykałam się z|spotykałem się z|зустрічаюся з|зустрічаюсь з|"
               r"встречаюсь с|i'm seeing|i am seeing|je vois|me veo con)(?!\w)")
# only the other person: beside the writer's own partner in the dark
_OTHER = _lazy(
    r"(?<!\w)(?:with (?:another|other) (?:woman|man|girl|guy)|with someone else|to see someone|going with someone|"
    r"mit einer anderen|mit einem anderen|pour voir quelqu'un|avec une autre|avec un autre|avec quelqu'un d'autre|"
    r"con otra persona|con otra mujer|con otro hombre|con otra|con otro|z inną|z innym|z koleżanką|z kochank\w*|"
    r"з іншою|з іншим|з коханк\w*|с другой|с другим|с любовниц\w*|с любовник\w*)(?!\w)")
# the letter: "I know about you and <Name>"
_KNOW_ABOUT = _lazy(
    r"(?<!\w)(?:i know (?:all |everything )?about you and|ich weiß (?:alles )?(?:von|über) (?:dir|euch) und|"
    r"ich weiss (?:alles )?(?:von|über) (?:dir|euch) und|je sais (?:tout )?(?:pour|sur) toi et|"
    r"s[eé] (?:todo )?(?:sobre|de) ti y|wiem (?:wszystko )?o tobie i|знаю (?:все |всё )?про тебе (?:і|й|та)|"
    r"знаю (?:все |всё )?(?:про тебя|о тебе) и)\s+" + _CAP + r"(?!['’]s)")
# the letter: the writer's idiom with a name, beside a confession's words
_WITH_NAME = _lazy(
    r"(?<!\w)(?:(?:(?:me and|i and) " + _CAP + r"|" + _CAP + r" and (?:i|me)) (?:\w+ ){0,2}?(?:was|were|have been|"
    r"'ve been|had been|are|have)(?: \w+)? (?:seeing each other|sleeping together|together|having an affair)|"
    r"(?:ich (?:hab|habe|hatte)|(?:hab|habe|hatte) ich) (?:\w+ ){0,4}?was mit " + _CAP + r"|"
    r"ich (?:\w+ ){0,5}?was mit " + _CAP + r" (?:habe|hatte|hab)(?!\w)|"
    r"(?:" + _CAP + r" et moi|moi et " + _CAP + r"),? (?:on |nous )?(?:se voit|se voyait|nous voyons|nous voyions|"
    r"sortons|sortions|couchons|sort ensemble|couche ensemble)|je (?:vois|couche avec|sors avec) " + _CAP + r"|"
    r"(?:" + _CAP + r" y yo|yo y " + _CAP + r") (?:nos vemos|nos veíamos|estamos juntos|estábamos juntos|"
    r"nos acostamos)|me (?:veo|acuesto) con " + _CAP + r"|(?:ja i " + _CAP + r"|" + _CAP + r" i ja),? "
    r"(?:się )?(?:spotykamy|spotykaliśmy|spotykałyśmy|sypiamy|spaliśmy)|spotykam się z " + _CAP + r"|"
    r"sypiam z " + _CAP + r"|(?:я (?:і|й)|ми з) " + _CAP + r" (?:зустріча\w*|спимо|спали)|"
    r"зустрічаюся з " + _CAP + r"|сплю з " + _CAP + r"|(?:я и|мы с) " + _CAP + r" (?:встреча\w*|спим|спали)|"
    r"встречаюсь с " + _CAP + r"|сплю с " + _CAP + r")(?!\w)")
_CONFESS = _lazy(
    r"(?<!\w)(?:have to tell you|need to tell you|must tell you|i'm sorry|im sorry|i am sorry|forgive me|"
    r"muss dir (?:was |etwas )?sagen|es tut mir leid|verzeih\w*|je dois te dire|pardonne\w*|désolée?|"
    r"tengo que decirte|lo siento|perdóname|muszę ci powiedzieć|przepraszam|wybacz\w*|мушу тобі сказати|"
    r"маю тобі сказати|вибач\w*|пробач\w*|должна тебе сказать|должен тебе сказать|прости\w*)(?!\w)")
_ANY_PARTNER = _lazy(r"(?<!\w)" + _PARTNER + r"(?!\w)")
STORY = _lazy(
    r"(?<!\w)(?:novel|(?:a|the|this|that|her|his) book|film|movie|series|episode|character|story|plot|roman|buch|serie|folge|figur|geschichte|"
    r"livre|série|personnage|histoire|novela|libro|película|personaje|historia|powieś\w*|książ\w*|serial\w*|"
    r"bohater\w*|postać|opowiadani\w*|книг\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*|персонаж\w*|оповідан\w*|"
    r"рассказ\w*|роман\w*)(?!\w)")


def find_own_affairs(t: str) -> list[Finding]:
    """An intimate-life finding over normalised `t` telling the writer's own affair, or one confronted or confessed in
    a letter (see the doc)."""
    if not opens(t, _GATE) or STORY.search(t):
        return []
    told = (_KNOW_ABOUT.search(t)
            or (_WITH_NAME.compiled.search(t) if _CONFESS.search(t) else None)
            or (_STRONG.search(t) if _ANY_PARTNER.search(t) else None)
            or (_MEETS.search(t) if _DARK.search(t) else None)
            or (_OTHER.search(t) if _MY_DARK.search(t) else None))
    if told is None:
        return []
    a, b = stop_bounds(t, told.start(), told.end(), '.!?\n', '.!?\n')  # (the act's sentence, as named_affairs)
    begin = after_spaces(t, a, b)
    return [Finding(Kind.RELATIONSHIP, _REASON, begin, max(b, begin))]
