"""Round 45 (rsens): a partner's violence told by the things smashed in a fight - "Mon conjoint a cassé la télé et la
porte pendant une dispute", "Mein Mann hat im Streit die Wohnungstür eingetreten", "Чоловік розбив мені телефон і
двері в квартирі" (set broad-zzz97, asked of the home insurance: three of four such lines stayed green).

The vocabulary and partner_aggression.py read a blow or aggression with the writer as its object; the same domestic
violence is written as damage: the partner as the subject, a verb of breaking, smashing or kicking in, and a thing of
the home (a door, a wall, a window, the TV, the writer's phone, the plates). In en, pl, de, es, fr, uk and ru: the
partner ("my husband", "mon conjoint", "mein Mann", "mi pareja", "mąż", "чоловік", "муж"), within a few words the verb
and the thing (German: the thing, then the participle), and what makes it violence, not a mishap: a fight or rage in
the message ("pendant une dispute", "im Streit", "in a rage", "pijany"), a verb of violence (kicked in, punched, smashed,
eingetreten, défoncé, wybił, вибив), a door or a wall broken, or the writer as the one it was done to ("розбив мені
телефон", "me rompió el móvil", "rozbił mi telefon").
Green limits: an accident ("my husband accidentally broke the TV", "aus Versehen", "sin querer", "випадково"), a
repair or a purchase ("my husband fixed the door"), no partner (a child, a dog, a burglar, the wind), a negation, a
story, the news, a question in general ("what if a partner breaks ...").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"


_W = r"(?:[\w'’-]+ )"
_PARTNER = (r"(?:(?:my|mein|meine|mon|ma|mi|mój|moja|мій|моя|мой) (?:\w+ )?)?(?:husband|partner|boyfriend|ex|"
            r"ex-husband|fianc[ée]e?|bf|mann|ehemann|freund|partner|ex-mann|mari|conjoint|copain|compagnon|mec|"
            r"marido|pareja|novio|esposo|exmarido|mąż|maz|partner|chłopak|były|narzeczony|konkubent|чоловік|хлопець|"
            r"партнер|колишній|співмешканець|муж|парень|партнёр|бывший|сожитель)")
_VERB = (r"(?:broke|smashed|kicked in|kicked down|kicked|punched|wrecked|destroyed|threw|hurled|ripped|"
         r"(?:hat|hatte) (?:" + _W + r"){0,6}?(?:kaputt ?gemacht|zerschlagen|zertrümmert|eingetreten|eingeschlagen|"
         r"zerstört|zerbrochen|demoliert|geworfen|zerschmissen)|zertrümmerte|zerschlug|trat|schlug|warf|"
         r"(?:m')?a (?:\w+ )?(?:cassé|brisé|fracassé|défoncé|détruit|démoli|explosé|balancé|jeté|éclaté)|casse|défonce|"
         r"rompió|ha roto|destrozó|ha destrozado|reventó|tiró|ha tirado|partió|pateó|rompe|"
         r"rozbił|zniszczył|połamał|wybił|wyważył|rozwalił|potłukł|roztrzaskał|rzucił|kopnął|rozbija|"
         r"розбив|зламав|вибив|розтрощив|трощить|жбурнув|пошкодив|вибиває|"
         r"разбил|сломал|выбил|разнёс|разнес|крушит|швырнул|повредил|выбивает)")
_THING = (r"(?:door|front door|phone|mobile|tv|telly|television|window|wall|laptop|plates|furniture|mirror|table|chairs?|"
          r"\w*tür|handy|fernseher|fenster|wand|teller|möbel|spiegel|tisch|"
          r"porte|téléphone|portable|télé|fenêtre|mur|ordinateur|assiettes|meubles|miroir|"
          r"puerta|móvil|teléfono|tele|televisión|ventana|pared|portátil|platos|muebles|espejo|mesa|"
          r"drzwi|telefon|telewizor|okno|ścian\w*|talerze|meble|lustro|stół|szyb\w*|"
          r"двері|телефон|телевізор|вікно|стін\w*|ноутбук|тарілки|меблі|дзеркало|стіл|"
          r"дверь|двери|телевизор|окно|стен\w*|тарелки|мебель|зеркало|стол)")
_SMASHED = _gated(
    r"(?<![\w'’])" + _PARTNER + r" (?:" + _W + r"){0,6}?" + _VERB + r" (?:(?:me|mi|mir|moi|мені|мне|m'a|me ha|"
    r"my|mein\w*|ma|mon|mes|mi|mój|moj\w*|мій|мою|мой|мою|the|die|den|das|la|le|les|l'|el|los|las|все|всі) ?)?"
    r"(?:" + _W + r"){0,4}?" + _THING + r"(?![\w'’])|"
    # German puts the participle last: "Mein Mann hat im Streit die Wohnungstür eingetreten"
    r"(?<![\w'’])" + _PARTNER + r" (?:hat|hatte) (?:" + _W + r"){0,6}?" + _THING + r" (?:" + _W + r"){0,2}?"
    r"(?:kaputt ?gemacht|zerschlagen|zertrümmert|eingetreten|eingeschlagen|zerstört|zerbrochen|demoliert|"
    r"zerschmissen)(?![\w'’])")
# what makes it violence, not a mishap
_VIOLENT = _lazy(
    r"(?<![\w'’])(?:fight|argument|row|rage|temper|drunk|angry|furious|screaming|kicked|punched|smashed|"
    r"streit|wut|wütend|betrunken|ausgerastet|eingetreten|eingeschlagen|zertrümmert\w*|"
    r"dispute|colère|crise|bourré|ivre|défoncé|fracassé|pelea|discusión|bronca|enfadad\w*|borracho|reventó|"
    r"kłótni|awantur\w*|złości|pijany|wybił|wyważył|rozwalił|roztrzaskał|сварк\w*|сварц\w*|скандал\w*|злості|п'яний|вибив|"
    r"розтрощив|ссор\w*|злости|пьяный|выбил|разнёс|разнес|"
    r"door|\w*tür|porte|puerta|drzwi|двері|дверь|двери|wall|wand|mur|pared|ścian\w*|стін\w*|стен\w*)(?![\w'’])")
# the writer as the one it was done to, inside the phrase: "розбив мені телефон", "me rompió el móvil", "m'a cassé"
_TO_ME = _lazy(r"(?<![\w'’])(?:me|mi|mir|мені|мне|m'a|me ha)(?![\w'’])")
_NOT = _lazy(
    r"(?<![\w'’])(?:accidentally|by accident|by mistake|versehentlich|aus versehen|par accident|sans faire exprès|"
    r"sin querer|por accidente|przypadkiem|niechcący|випадково|случайно|never|nie|nigdy|nicht|nie|jamais|nunca|"
    r"ніколи|никогда|if|what if|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|film|movie|series|roman|serie|"
    r"novela|película|powieś\w*|serial|фільм\w*|фильм\w*|серіал\w*|сериал\w*|news|nachrichten|"
    r"fixed|repaired|reparierte|repariert|réparé|arregló|naprawił|полагодив|починил)(?![\w'’])")


def find_smashed_things(text: str) -> list[Finding]:
    """A relationship finding over the sentence of normalised `text` telling a partner smashing the home's things in a
    fight (see the module's doc)."""
    low = lower_keep_length(text)
    m = _SMASHED.search(low)
    if m is None:
        return []
    if "’" in low:
        low = low.replace("’", "'")
    a, b = stop_bounds(low, m.start(), m.end())
    if _NOT.search(low, a, b) or not (_VIOLENT.search(low) or _TO_ME.search(low, m.start(), m.end())):
        return []
    return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(low, a, b), b)]
