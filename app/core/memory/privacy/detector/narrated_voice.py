"""The learned message model's red on a long message must rest on what is told, not on the voice telling it (round 27,
rlong: false red on long benign messages).

The model (disclosure_model.py) weighs the words of a first-person story most: "I", "and", "my", "я", "і", "y", "me",
"und", "et" carry most of its positive weight, because confessions are told that way. Its bias is about -5 and the
narrating voice of an ordinary first-person sentence brings +4 to +6, so a long message of plain personal talk needs
little more to pass, and one sentence lifted out of it (model_windows.py) even less: "I water every morning and fed
them last week." (a tomato question), "Mein Sohn lernt seit einem Jahr Geige und übt jeden Tag.", "J'ai commencé la
course à pied avec mon mari", "Хочу спекти паску вперше сама, без мами ..." (an Easter-bread question).

`content` is the part of the model's score that the other words bring: every feature (word, stem, pair) but the
function words of the seven languages (pronouns, possessives, articles, conjunctions, prepositions, auxiliaries and a
few adverbs of time and degree) and pairs of two of them, over the same norm as the score. Then a whole message of three sentences or more counts only when its content reaches LONG_MIN or one of its
windows (one or two sentences) reaches the model's threshold by itself: the evidence is somewhere, not spread thin
over ordinary talk.
Windows (round 32, rlearn): a window vouches for a long message here, and counts in model_windows.py, only when its own
content reaches WINDOW_MIN too: else the check above let a message through on its one voice-heavy sentence ("Tengo 47
años y me he comprado un ukelele." scores 2.0 on "y/me/he/tengo", content -0.3). A cut at 2.5 (tried in round 27) also
dropped "My wife and I haven't been intimate since the baby was born ..." (content 1.56, a round-25 test); at 1.5 it
stays, and no development red caught by a window has content under 1.9 (the greens and yellows dropped: -1.2 to 1.4).
Green limits: only the model's findings are judged, never the rules'; messages of one or two sentences are as before.
"""
from __future__ import annotations

from app.core.memory.privacy.detector import disclosure_model as dm
from app.core.memory.privacy.detector.findings import Finding

LONG_MIN = 1.5
WINDOW_MIN = 1.5  # a window's own content (round 32): see the doc
LONG_SENTENCES = 3

_FUNCTION_WORDS = """
i me my mine myself we us our you your he him his she her hers it its they them their this that these those a an the and
or but so because if when while since as than then now just also too very really still already ever never not no yes is
am are was were be been being have has had having do does did done will would can could shall should may might must of
in on at to for from with without by about into over after before under up down out off again once here there all any
some every each last next other another one own same such only much many more most few bit little
ich mich mir mein meine meinen meinem meiner meines wir uns unser unsere du dich dir dein deine er ihn ihm sein seine sie
ihr ihre es der die das den dem des ein eine einen einem einer eines und oder aber denn weil wenn als wie dass ob so auch
noch schon jetzt dann immer nie nicht kein keine nur sehr ganz bin bist ist sind war waren habe hast hat haben hatte
hatten werde wird werden wurde kann könnte will wollte muss soll mit ohne von zu zum zur bei nach vor über unter auf an
in im am aus für seit
ja mnie mi mój moja moje mojego mojej moim my nas nam nasz nasza ty ciebie cię twój on ona ono oni one jego jej ich go mu
się i a ale lub albo czy bo że żeby jak gdy kiedy jeśli to ten ta te tego tej tym już jeszcze teraz potem zawsze nigdy
nie tylko bardzo jestem jest są był była było byli mam ma mają miałem miałam w we z ze na do od po o u za przez dla przy
bez nad pod przed
yo me mi mis mío mía nosotros nos nuestro nuestra tú te tu tus él ella ellos ellas le les lo la los las su sus se el un
una unos unas y o pero porque que si cuando como ya aún todavía ahora luego siempre nunca no sólo solo muy soy eres es
somos son era fui estoy está están estaba he has ha hemos han había tengo tiene tienen tenía de del al en con sin por
para sobre desde hasta entre tras hace
je j moi me m mon ma mes nous notre nos tu toi te ton ta tes il elle ils elles lui leur leurs se s son sa ses le la les l
un une des du de d et ou mais car parce que qu si quand comme donc déjà encore maintenant puis toujours jamais ne pas n
plus seulement très suis es est sommes sont était étais ai as a avons ont avait dans en sur sous avec sans pour par chez
depuis y
я мене мені мною мій моя моє мої ми нас нам наш наша ти тебе тобі твій він його йому вона її їй воно вони їх їм і й та а
але або чи бо що щоб як коли якщо це цей ця ці той вже ще тепер потім завжди ніколи не ні тільки лише дуже є був була
було були маю має мають в у на з із зі до від по о про за через для при без над під перед після
меня мне мой моя моё мое мои мы нам наш ты тебя тебе твой он его ему она ее её ей оно они их им и или но что чтобы как
когда если это этот эта эти тот уже еще ещё теперь потом всегда никогда не ни только очень есть был была было были с со
к от по о об за через для при без над под перед после
"""
# as the model reads words: lower case, the diacritics of _FOLD dropped (both spellings kept)
_FUNCTION = frozenset(_FUNCTION_WORDS.split()) | frozenset(w.translate(dm._FOLD) for w in _FUNCTION_WORDS.split())


def content(model: dm.Model, text: str) -> float:
    """The part of the model's score (before the bias) that words other than the function words bring."""
    ws = dm.words(text)
    distinct = set(ws)
    stems = {w[:5] for w in distinct if len(w) > 5}
    pairs = {(a, b) for a, b in zip(ws, ws[1:])}
    n = len(distinct) + len(stems) + len(pairs)
    if not n:
        return 0.0
    get = model.weights.get
    bucket = dm.bucket
    total = sum(get(bucket("w" + w), 0.0) for w in distinct if w not in _FUNCTION)
    total += sum(get(bucket("p" + s), 0.0) for s in stems if s not in _FUNCTION)
    total += sum(get(bucket("b" + a + " " + b), 0.0) for a, b in pairs if a not in _FUNCTION or b not in _FUNCTION)
    return total / n ** 0.5


def drop_voice_only(t: str, findings: list[Finding], sentences: list[tuple[int, int]], model: dm.Model | None = None
                    ) -> list[Finding]:
    """`findings` (the whole-message model's, on normalised `t`) or none, for a message of LONG_SENTENCES or more whose
    content stays under LONG_MIN and no window of one or two of whose `sentences` reaches the threshold alone."""
    if not findings or len(sentences) < LONG_SENTENCES:
        return findings
    model = model or dm.load()
    if model is None or content(model, t) >= LONG_MIN:
        return findings
    for i in range(len(sentences)):
        for k in (1, 2):
            if i + k <= len(sentences):
                start, end = sentences[i][0], sentences[i + k - 1][1]
                window = t[start:end]
                if model.score(window, gated=False) >= model.threshold and content(model, window) >= WINDOW_MIN:
                    return findings
    return []
