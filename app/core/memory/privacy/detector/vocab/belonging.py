"""Word lists, round 25: a minority origin and a party seat said as what the writer (or a named pupil, lodger,
employee) is, in the phrasings the other lists lack.

- ETHNICITY: the origin as the reason for how one is treated ("me rechazaron por ser gitano", "because I'm Roma",
  "weil ich Sinto bin", "bo jestem Romką"), "being Roma, I ...", "as the only Black nurse on the ward", a pupil or an
  employee named by their origin ("un alumno gitano", "my lodger Marek is Roma");
- BELIEFS: a council seat or a board place held for a party ("I sit on the town council for the Greens", "Ich sitze für
  die Linke im Gemeinderat", "jako radna z ramienia Lewicy", "comme militante des Verts", "я член місцевої партійної
  організації", "я депутатка міськради від ...").

Green limits: the origin as a topic ("the Roma exhibition", "flamenco gitano", "a book on Roma history"), a party as
news ("the Greens won two seats on the council"): every pattern needs the writer or a person as its subject.
"""
from __future__ import annotations

_ORIGIN = (r"(?:roma|romani|romany|romni|gypsy|a gypsy|traveller|an irish traveller|sinto|sintiza|sinti|black|"
           r"gitan[oa]|gitane?|rom|romani|negr[oa]|noire?|schwarz|schwarze[rn]?|romem|romką|romka|cyganem|cyganką|"
           r"czarnoskór\w+|ром|ромом|ромкою|ромка|циганом|циганкою|цыганом|цыганкой|чорношкір\w+|темношкір\w+)")

ETHNICITY_STRONG = [
    # treated so for being it: "por ser gitano", "because I'm Roma", "weil ich Sinto bin", "bo jestem Romem"
    r"\b(?:por ser|por ser una?|por ser de origen) (?:gitan[oa]|negr[oa]|roman[ií]|rom|sinti)\b",
    r"\b(?:because|since|for being|just for being) (?:i'?m |i am |we'?re |we are |he'?s |she'?s )?(?:a |an )?"
    r"(?:roma|romani|romany|gypsy|traveller|sinto|black)\b",
    r"\b(?:weil|da) (?:ich|wir|er|sie) (?:eine? )?(?:roma|romni|sinto|sintiza|sinti|schwarz|schwarze[rn]?) (?:bin|sind|ist)\b",
    r"\b(?:bo|ponieważ|że) (?:jestem|jesteśmy|jest) (?:romem|romką|cyganem|cyganką|romami|czarnoskór\w+)\b",
    r"\b(?:parce que|car|pour être) (?:je suis |nous sommes |il est |elle est )?(?:rom|gitane?|noire?|tzigane|manouche)\b",
    r"\b(?:бо|тому що|за те, що) (?:я |ми )?(?:ромка|ром|ромом|циган\w*|чорношкір\w+)\b",
    # the origin first, then the writer: "Being Roma, I ...", "As a Romani woman, ...", "Als Sinto werde ich ..."
    r"\b(?:being|as) (?:a |an )?(?:roma|romani|romany|gypsy|traveller|sinto|black)(?: (?:woman|man|mum|mother|father|"
    r"girl|boy|person|nurse|teacher|student|parent))?, (?:i|we|my|landlords|people|they)\b",
    r"\bals (?:roma|romni|sinto|sintiza|schwarze[rn]?) (?:werde|bin|wurde|habe|muss) ich\b",
    # the only one: "as the only Black nurse on the ward", "als einzige Schwarze im Team", "jako jedyna Romka w klasie"
    r"\b(?:as the only|i'?m the only|i am the only) (?:black|roma|romani|traveller) (?:\w+ )?(?:on|in|at)\b",
    r"\b(?:als einzige[rs]?|ich bin die einzige|ich bin der einzige) (?:schwarze[rn]?|roma|romni|sinto|sintiza)\b",
    r"\b(?:jako jedyn[ya]|jestem jedyn[ya]m?) (?:czarnoskór\w+|romką|romem|romka|rom)\b",
    r"\b(?:comme la seule|comme le seul|je suis la seule|je suis le seul) (?:noire?|rom|gitane?)\b",
    r"\b(?:como la única|como el único|soy la única|soy el único) (?:negra|negro|gitana|gitano)\b",
    # a pupil, a lodger, an employee named by the origin: "un alumno gitano", "my lodger Marek is Roma"
    r"\b(?:un|una|mi|nuestro|nuestra) (?:alumn[oa]|emplead[oa]|inquilin[oa]|trabajador[a]?|aprendiz|paciente) "
    r"(?:gitan[oa]|roman[ií]|rom)\b",
    r"\b(?:my|our) (?:lodger|tenant|pupil|student|employee|apprentice|trainee|patient|carer|cleaner|nanny) "
    r"(?:[a-z]+ )?(?:is|was) (?:a |an )?(?:roma|romani|romany|gypsy|traveller|sinto)\b",
]
ETHNICITY_TRIGGERS: list[str] = []

_PARTY_EN = (r"(?:the )?(?:greens|green party|labour|tories|conservatives|lib dems|liberal democrats|reform|snp|plaid|"
             r"democrats|republicans|independents|\w+ party)")
BELIEFS_STRONG = [
    # a council seat for a party
    r"\bi (?:sit|serve|am|'m) (?:on|in) (?:the )?(?:\w+ )?(?:council|assembly|board) (?:for|as) " + _PARTY_EN + r"\b",
    r"\bi(?:'m| am) (?:a |the )?(?:\w+ )?(?:councillor|councilor|mp|mep|deputy) for " + _PARTY_EN + r"\b",
    r"\bich sitze für (?:die |den |das )?[\w\-]+ im (?:gemeinderat|stadtrat|kreistag|landtag|bundestag|ortsbeirat|"
    r"bezirksrat|ortschaftsrat)\b",
    r"\bich (?:bin|sitze) (?:\w+ )?(?:im (?:gemeinderat|stadtrat|kreistag|ortsbeirat|bezirksrat)|(?:gemeinderätin|gemeinderat|"
    r"stadträtin|stadtrat|abgeordnete[r]?)) für (?:die |den |das )?[\w\-]+\b",
    r"\b(?:jako|jestem) (?:radn\w+|posł\w*|człon(?:ek|k\w+) (?:\w+ ){0,2}(?:zarządu|koła|rady|struktur\w*)) "
    r"(?:\w+ ){0,2}?(?:z ramienia|z listy|lewicy|razem|psl|pis|ko|konfederacji|platformy|polski 2050|partii)\b",
    r"\b(?:comme|en tant que|je suis) (?:militant\w*|adhérent\w*|élue?) (?:des|du|de la|de l'|d'|à|au) ?"
    r"(?:verts|écologistes|ps|parti \w+|lfi|france insoumise|insoumis|rn|rassemblement national|républicains|"
    r"modem|renaissance|pcf|npa|reconquête)\b",
    r"\bsoy (?:concejal\w*|diputad[oa]|militante|afiliad[oa]) (?:\w+ ){0,2}?(?:del|de|por el|por) "
    r"(?:psoe|pp|vox|sumar|podemos|ciudadanos|bildu|erc|junts|pnv|iu|bng|compromís|compromis|partido \w+)\b",
    r"\bя (?:член\w*|депутат\w*|активіст\w*|активист\w*) (?:\w+ ){0,2}?(?:партійн\w+|партії|партии|партийн\w+|від «?\w+|"
    r"от «?\w+)",
]
# a religious practice: a veil or headscarf worn, Ramadan fasted; a congregation of a named faith
_NAMED = r"(?:[a-zà-ÿąćęłńóśźż]+ )?"  # (a given name between the role and the verb, lower-cased)
BELIEFS_STRONG += [
    r"\b(?:porte|portent|wears|trägt|tragen|lleva|llevan|nosi|носить|носит) (?:le |la |el |den |das |ein |eine |a |the )?"
    r"(?:voile|foulard islamique|hijab|hidjab|hiyab|kopftuch|chust[eęa] muzułmańsk\w*|hidżab|хіджаб|хиджаб|kippa|kippah|kipá)\b",
    r"\b(?:fastet|fasten|fasts|is fasting|are fasting|ayuna|ayunan|jeûne|jeûnent|fait le|font le|pości|poszczą|постить|"
    r"постится|тримає піст|держит пост) (?:\w+ ){0,2}?(?:ramadan|ramadán|ramadanie|рамадан\w*|ураза\w*)\b",
    r"\b(?:я|ми|мы) (?:член\w*|парафіян\w*|прихожан\w*) (?:\w+ ){0,2}?(?:громади|общины|церкви|конгрегації|конгрегации) "
    r"(?:\w+ )?(?:адвентист\w*|баптист\w*|свідків єгови|свидетелей иеговы|мусульман\w*|іудей\w*|иудей\w*|юде\w*|"
    r"католик\w*|католиц\w*|п'ятидесятник\w*|пятидесятник\w*|євангельськ\w*|евангельск\w*|мормон\w*|кришнаїт\w*|"
    r"кришнаит\w*|православн\w*|греко-католиц\w*|протестант\w*)",
]
BELIEFS_TRIGGERS: list[str] = []


def _words(text: str) -> frozenset[str]:
    from app.core.memory.privacy.detector.folding import fold_word

    return frozenset(text.split()) | frozenset(fold_word(w) for w in text.split())


# (area, its words, its patterns): read by disclosures.py as vocab/told.py's areas - the patterns run only on a message
# that holds one of the area's words (every match holds one), so that common first words ("for", "as", "я") cost nothing
ETHNICITY_WORDS = _words(
    "roma romani romany romni gypsy traveller sinto sintiza sinti black gitano gitana gitane gitan rom negro negra noire "
    "noir schwarz schwarze schwarzer schwarzen romem romką romka cyganem cyganką czarnoskóry czarnoskóra czarnoskórym "
    "czarnoskórą tzigane manouche ром ромом ромкою ромка циганом циганкою цыганом цыганкой чорношкірий чорношкіра "
    "чорношкірою чорношкірим темношкірий темношкіра")
BELIEFS_WORDS = _words(
    "council assembly board councillor councilor mp mep deputy gemeinderat stadtrat kreistag landtag bundestag ortsbeirat "
    "bezirksrat ortschaftsrat gemeinderätin stadträtin abgeordnete abgeordneter ramienia listy zarządu koła rady struktur "
    "struktury strukturach radna radny radną radnym posłem posłanką poseł posłanka militant militante militants militantes "
    "adhérent adhérente élu élue concejal concejala diputado diputada afiliado afiliada член члени членом членкиня "
    "депутат депутатка депутатом депутаткою активіст активістка активист активистка "
    "voile hijab hidjab hiyab kopftuch hidżab chustę хіджаб хиджаб kippa kippah kipá "
    "ramadan ramadán ramadanie рамадан рамадану громади общины церкви конгрегації конгрегации")
AREAS = (
    ("ETHNICITY", ETHNICITY_WORDS, tuple(ETHNICITY_STRONG)),
    ("BELIEFS", BELIEFS_WORDS, tuple(BELIEFS_STRONG)),
)
