"""Word lists for the special categories the detector added last: sexuality, beliefs (religion,
political affiliation, trade-union membership) and ethnicity, in English, Polish, German,
Spanish, French and Ukrainian/Russian.

Same notation and tiers as privacy_vocab. These areas are almost all STRONG patterns: the words
themselves ("Muslim", "union", "vote", "Roma", "gay") are everyday topics, so only a statement
that the speaker or someone close to them *is* or *does* it counts ("I'm Muslim", "mi hermano es
gay", "je suis syndiqué", "я голосую за ..."). TRIGGERS are the category words those patterns
need; a pattern that starts with a common word ("I", "my", "jestem", "soy", "я") runs only when
one of them is in the message.

A strong match is dropped when a negation stands right before it ("nie jestem", "no soy") or
the sentence is a hypothetical ("if I were", "gdybym", "si fuera"): see privacy_disclosures.
"""
from __future__ import annotations

# ---------------------------------------------------------------- family members, per language

FAMILY_EN = (
    r"(?:mother|mom|mum|father|dad|parents?|sister|brother|siblings?|son|daughter|kids?|children|child|"
    r"wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|grand(?:mother|father|ma|pa|parents?)|"
    r"aunt|uncle|cousin|step(?:mother|father|mom|mum|dad|son|daughter)|family|in-laws|best friend|"
    r"ex(?:-wife|-husband)?|relatives)"
)
FAMILY_PL = (
    r"(?:mam[aąyieę]|matk\w*|tat[aąyuoę]|ojc\w*|ojciec|rodzic\w*|siostr\w*|bra(?:t|ci)\w*|syn\w*|córk\w*|córce|"
    r"żon\w*|mąż|męż\w*|partner\w*|chłopak\w*|dziewczyn\w*|narzeczon\w*|babci\w*|babk\w*|dziad\w*|"
    r"ciot\w*|cioci\w*|wuj\w*|kuzyn\w*|teś\w*|teści\w*|rodzin\w*|dzieci\w*|dziecko|przyjaciel\w*|pradziad\w*|prababk\w*)"
)
FAMILY_DE = (
    r"(?:mutter|vater|eltern|schwester|bruder|geschwister|sohn|tochter|frau|mann|partner(?:in)?|"
    r"freund(?:in)?|oma|opa|großmutter|großvater|tante|onkel|cousin(?:e)?|familie|kinder|kind)"
)
FAMILY_ES = (
    r"(?:madre|padre|mamá|papá|padres|herman[oa]s?|hij[oa]s?|espos[oa]|marido|mujer|novi[oa]|pareja|"
    r"abuel[oa]s?|tí[oa]s?|prim[oa]s?|suegr[oa]s?|familia|mejor amig[oa])"
)
FAMILY_FR = (
    r"(?:mère|père|maman|papa|parents|frère|sœur|soeur|fils|fille|enfants?|femme|mari|époux|épouse|"
    r"copain|copine|compagnon|compagne?|conjointe?|grand-mère|grand-père|grands-parents|oncle|tante|cousine?|"
    r"famille|meilleure? ami\w*|beau-père|belle-mère)"
)
FAMILY_UK = (
    r"(?:мам\w*|мат\w*|бать\w*|тат\w*|отец|отц\w*|батьк\w*|брат\w*|сестр\w*|син\w*|сын\w*|доч\w*|донь\w*|"
    r"дружин\w*|чолові\w*|муж\w*|жінк\w*|жен\w*|хлопц\w*|хлопець|дівчин\w*|девушк\w*|парен\w*|бабус\w*|"
    r"баб\w*|дід\w*|дед\w*|родин\w*|сім'\w*|семь\w*)"
)
_POSS_EN = r"(?:my|our)"
POSS_PL = r"(?:mój|moja|moje|moi|moich|mojej|nasz|nasza|nasze|nasi)"
_POSS_DE = r"(?:mein|meine|meiner|unser|unsere)"
POSS_ES = r"(?:mi|mis|nuestr[oa]s?)"
POSS_FR = r"(?:mon|ma|mes|notre|nos)"
POSS_UK = r"(?:мій|моя|мої|моє|мой|мои|моё|наш|наша|наші|наши)"

# Words that may stand between "I am" and the category word: "I'm also a devout Catholic".
_FILL_EN = (
    r"(?:(?:also|both|all|still|now|very|quite|really|deeply|actually|originally|culturally|proudly|openly|"
    r"born|raised|a|an|proud|lapsed|devout|practi[sc]ing|observant|strict|non-practi[sc]ing|secular|"
    r"converted|evangelical|roman|orthodox|reform|born-again|fully|half|secretly|definitely)\s+)*"
)
_FILL_PL = r"(?:(?:też|również|także|bardzo|głęboko|gorliwym|gorliwą|praktykującym|praktykującą|niepraktykującym|niepraktykującą|wierzącym|wierzącą|dumnym|dumną|zdeklarowanym|zdeklarowaną|od zawsze|naprawdę)\s+)*"
# (round 46: "als orthodoxer Jude", "als fromme Muslimin": an inflected adjective before the faith)
_FILL_DE = (r"(?:(?:auch|sehr|streng|gläubige[rs]?|praktizierende[rs]?|überzeugte[rs]?|stolze[rs]?|eigentlich|selbst|halb|"
            r"orthodoxe[rs]?|fromme[rs]?|religiöse[rs]?|konservative[rs]?|liberale[rs]?)\s+)*")
_FILL_ES = r"(?:(?:también|muy|bastante|practicante|devot[oa]|orgullos[oa]mente|de familia|un|una)\s+)*"
_FILL_FR = r"(?:(?:aussi|très|moi-même|pratiquante?|croyante?|fièrement|un|une)\s+)*"
_FILL_UK = r"(?:(?:теж|також|тоже|також|дуже|очень|глибоко|глубоко|віруючий|верующий|практикуючий)\s+)*"

# ---------------------------------------------------------------- sexuality

_ORIENT_EN = (
    r"(?:gay|lesbian|a lesbian|bisexual|bi(?!-)|pansexual|asexual|queer|homosexual|transgender|trans|"
    r"a trans (?:man|woman|guy|girl)|non-?binary|in the closet|closeted|gender ?fluid|intersex)"
)
_ORIENT_PL = (
    r"(?:gejem|lesbijką|biseksualist\w*|biseksualn\w*|homoseksualist\w*|homoseksualn\w*|transpłciow\w*|"
    r"aseksualn\w*|panseksualn\w*|niebinarn\w*|osobą (?:transpłciową|niebinarną|biseksualną|homoseksualną|"
    r"aseksualną|lgbt\w*|queer)|transseksualist\w*|bi|queer)"
)
_ORIENT_PL_3RD = r"(?:gejem|gej|lesbijką|lesbijka|biseksual\w*|homoseksual\w*|transpłciow\w*|niebinarn\w*|aseksualn\w*)"
_ORIENT_DE = r"(?:schwul|lesbisch|lesbe|bisexuell|bi|trans|transgender|transsexuell|queer|homosexuell|asexuell|pansexuell|nicht-?binär)"
_ORIENT_ES = (
    r"(?:gay|lesbiana|bisexual|bi|trans|transexual|transgénero|homosexual|asexual|pansexual|queer|"
    r"no binari[oae])"
)
_ORIENT_FR = (
    r"(?:gay|gai|lesbienne|bisexuel(?:le)?|bi|trans|transgenre|homosexuel(?:le)?|homo|asexuel(?:le)?|"
    r"pansexuel(?:le)?|queer|non-binaire|non binaire)"
)
_ORIENT_UK = (
    r"(?:гей|геєм|геем|лесбі\w*|лесби\w*|бісексуал\w*|бисексуал\w*|трансгендер\w*|гомосексуал\w*|квір|"
    r"асексуал\w*|небінарн\w*|небинарн\w*)"
)

SEXUALITY_STRONG = [
    # English
    r"\bI(?:'m| am) " + _FILL_EN + _ORIENT_EN + r"\b",
    r"\b(?:I|we)(?:'ve| have)? (?:came|come|coming) out (?:to|as)\b",
    r"\bI came out\b(?= *(?:[.!,;]|$| (?:last|this|in|when|at|years?|two|three|a)\b))",
    r"\bI(?:'m| am) (?:only |mostly |also )?attracted to (?:both )?(?:men|women|guys|girls|boys|"
    r"the same sex|people of the same)\b",
    r"\b(?:my|our) (?:\w+ )?" + FAMILY_EN + r" (?:is|was|came out as|has come out as|is openly) " + _FILL_EN
    + r"(?:gay|lesbian|bisexual|bi(?!-)|trans|transgender|queer|homosexual|asexual|non-?binary)\b",
    r"\bmy (?:sexual orientation|sexuality|gender identity|transition|coming out|same-sex (?:partner|wife|husband))\b",
    r"\bas an? (?:gay|lesbian|bi|bisexual|trans|queer|transgender) (?:man|woman|person|guy|girl|teen|kid|couple)\b"
    r"(?=[^.!?\n]*\b(?:i|i'm|me|my|we|our)\b)",
    # Polish
    r"\bjestem " + _FILL_PL + _ORIENT_PL + r"\b",
    r"\b" + POSS_PL + r" (?:\w+ )?" + FAMILY_PL + r" (?:jest|był|była|to) (?:\w+ )?" + _ORIENT_PL_3RD + r"\b",
    r"\b(?:wyoutował\w*|zrobił\w* coming[- ]?out|ujawnił\w* się)\b",
    r"\bmoja (?:orientacja|seksualność|tranzycja)\b",
    r"\b(?:podobają mi się|pociągają mnie) (?:i |zarówno )?(?:kobiety i mężczyźni|mężczyźni i kobiety|"
    r"osoby tej samej płci)",
    # German
    r"\bich bin " + _FILL_DE + _ORIENT_DE + r"\b",
    # (round 39) the verb last in a German subordinate clause: "..., dass ich schwul bin", "weil ich lesbisch bin"
    r"\b(?:dass|daß|weil|obwohl|seit|seitdem) ich " + _FILL_DE + _ORIENT_DE + r" bin\b",
    r"\b" + _POSS_DE + r" (?:\w+ )?" + FAMILY_DE + r" ist (?:\w+ )?" + _ORIENT_DE + r"\b",
    r"\bich (?:habe mich|hab mich) (?:\w+ ){0,3}geoutet\b", r"\bmein (?:coming-?out|outing)\b",
    # Spanish
    r"\bsoy " + _FILL_ES + _ORIENT_ES + r"\b",
    r"\b" + POSS_ES + r" " + FAMILY_ES + r" (?:es|era|ha salido del armario como) (?:\w+ )?" + _ORIENT_ES + r"\b",
    r"\b(?:salí|he salido|saldré) del armario\b",
    # French
    r"\bje suis " + _FILL_FR + _ORIENT_FR + r"\b",
    r"\b" + POSS_FR + r" " + FAMILY_FR + r" est (?:\w+ )?" + _ORIENT_FR + r"\b",
    r"\bj'ai fait mon coming[- ]out\b",
    # Ukrainian / Russian
    r"\bя " + _FILL_UK + _ORIENT_UK + r"(?!\w)",
    r"\b" + POSS_UK + r" " + FAMILY_UK + r" (?:[-—–] )?(?:теж |тоже |є |был |була |був |была )?" + _ORIENT_UK + r"(?!\w)",
    r"\b(?:зробив|зробила|сделал|сделала|совершил|совершила) (?:\w+ )?(?:камінг|каминг)[- ]аут",
]
# Orientation words in a sentence about the speaker or their family, not negated, hedged or asked:
# "my best friend is gay and I ...", "mój brat jest gejem".
SEXUALITY_TERMS = [
    "gay", "lesbian", "bisexual", "transgender", "queer", "closeted",
    "gej", "geja", "gejem", "lesbijk*", "biseksual*", "transpłciow*", "homoseksual*",
    "schwul", "lesbisch", "bisexuell", "homosexuell",
    "lesbiana", "homosexual", "bisexual",
    "lesbienne", "homosexuel*", "bisexuel*",
    "гей", "лесбійка", "лесбиянка", "бісексуал*", "бисексуал*", "гомосексуал*",
]
SEXUALITY_TRIGGERS = [
    "gay", "lesbian", "bisexual", "bi", "pansexual", "asexual", "ace", "queer", "homosexual",
    "transgender", "trans", "nonbinary", "non", "closet", "closeted", "fluid", "intersex",
    "came", "come", "coming", "attracted", "into", "orientation", "sexuality", "transition", "same",
    "gejem", "gej", "lesbijką", "lesbijka", "biseksual*", "homoseksual*", "transpłciow*", "aseksualn*",
    "panseksualn*", "niebinarn*", "osobą", "transseksual*", "wyoutował*", "coming", "ujawnił*",
    "orientacja", "seksualność", "tranzycja", "podobają", "pociągają",
    "schwul", "lesbisch", "lesbe", "bisexuell", "transsexuell", "homosexuell", "asexuell", "pansexuell",
    "nicht", "geoutet", "outing",
    "lesbiana", "transexual", "transgénero", "binario", "binaria", "binarie", "armario",
    "gai", "lesbienne", "bisexuel*", "transgenre", "homosexuel*", "homo", "asexuel*", "pansexuel*",
    "binaire",
    "гей", "геєм", "геем", "лесбі*", "лесби*", "бісексуал*", "бисексуал*", "трансгендер*", "гомосексуал*",
    "квір", "асексуал*", "небінарн*", "небинарн*", "камінг", "каминг",
]

# ---------------------------------------------------------------- beliefs: religion

_RELIGION_EN = (
    r"(?:muslims?|catholics?|christians?|jewish|jews?|hindus?|buddhists?|sikhs?|mormons?|jehovah'?s witness(?:es)?|"
    r"protestants?|evangelicals?|(?:seventh-day )?adventists?|baptists?|methodists?|lutherans?|anglicans?|pentecostals?|quakers?|"
    r"atheists?|agnostics?|pagans?|wiccans?|believers?(?! in\b)|orthodox (?:christians?|jews?)|religious(?! about| when)|"
    r"alevis?|sunnis?|shias?|shiites?|yazidis?|druzes?|bah[aá]'?[ií]s?)"
)
_RELIGION_NOUN_AFTER = (
    r"(?! (?:school|schools|university|college|studies|history|church|churches|charity|hospital|newspaper|"
    r"music|food|restaurant|bakery|deli|app|website|site|art|architecture|holidays?|philosophy|texts?|"
    r"literature|community center)\b)"
)
_RELIGION_PL = (
    r"(?:katolik\w*|katoliczk\w*|muzułman\w*|muzułmank\w*|żydem|żydówką|wyznania \w+|ateist\w*|agnostyk\w*|"
    r"protestant\w*|ewangelik\w*|ewangeliczk\w*|luteran\w*|luterank\w*|prawosławn\w*|buddyst\w*|hinduist\w*|"
    r"świadk\w* jehowy|wierząc\w*|niewierząc\w*|praktykując\w*|chrześcijan\w*|baptyst\w*|zielonoświątkow\w*|"
    r"mormon\w*|religijn\w*|alewit\w*|sunnit\w*|szyit\w*|jazyd\w*)"
)
_RELIGION_DE = (
    r"(?:muslim\w*|katholisch|katholik\w*|evangelisch|protestantisch|protestant\w*|jüdisch|jude|jüdin|"
    r"atheist\w*|agnostiker\w*|christ|christin|gläubig\w*|buddhist\w*|hindu|orthodox|zeugin jehovas|"
    r"zeuge jehovas|religiös|freikirchlich|konvertiert|alevit\w*|sunnit\w*|schiit\w*|jesid\w*|ezid\w*)"
)
_RELIGION_ES = (
    r"(?:musulm[aá]n\w*|cat[oó]lic[oa]s?|jud[ií][oa]s?|ate[oa]s?|agn[oó]stic[oa]s?|evang[eé]lic[oa]s?|"
    r"protestantes?|cristian[oa]s?|budistas?|hind[uú]|testigos? de jehov[aá]|mormona?|creyentes?|"
    r"practicantes?|ortodox[oa]s?|religios[oa]s?|alev[ií]es?|alevitas?|sunitas?|chi[ií]tas?|yazid[ií]es?)"
)
_RELIGION_FR = (
    r"(?:musulman\w*|catholiques?|juif|juive|juifs|athées?|agnostiques?|protestant\w*|évangéliques?|"
    r"chrétien\w*|bouddhistes?|hindou\w*|témoins? de jéhovah|croyant\w*|pratiquant\w*|orthodoxes?|"
    r"religieu(?:x|se)|al[ée]vi(?:e|s|es)?|sunnites?|chiites?|y[ée]zidi(?:e|s|es)?)"
)
_RELIGION_UK = (
    r"(?:мусульман\w*|католи\w*|греко-католи\w*|православн\w*|християн\w*|христиан\w*|іуде\w*|иуде\w*|"
    r"єврей\w*|еврей\w*|атеїст\w*|атеист\w*|агностик\w*|протестант\w*|буддист\w*|віруюч\w*|верующ\w*|"
    r"свідок єгови|свидетел\w* иеговы|баптист\w*|п'ятидесятни\w*|релігійн\w*|религиозн\w*|алевіт\w*|суніт\w*|шиїт\w*|шиит\w*|єзид\w*)"
)
_FAITHS = (
    r"(?:islam|judaism|christianity|catholicism|orthodoxy|buddhism|hinduism|sikhism|protestantism|"
    r"islamu|islam|judaizm|katolicyzm|prawosławie|buddyzm|protestantyzm|chrześcijaństwo|"
    r"islam|judentum|christentum|katholizismus|buddhismus|islam|judaísmo|catolicismo|budismo|cristianismo|"
    r"l'islam|judaïsme|catholicisme|bouddhisme|christianisme|іслам|ислам|юдаїзм|иудаизм|православ'я|православие)"
)

BELIEFS_STRONG = [
    # English: religion
    r"\b(?:I|we)(?:'m|'re| am| are) " + _FILL_EN + _RELIGION_EN + r"\b" + _RELIGION_NOUN_AFTER,
    r"\bI was (?:raised|brought up|born) (?:a |an |as a |as an |into a )?(?:\w+ )?" + _RELIGION_EN + r"\b"
    + _RELIGION_NOUN_AFTER,
    r"\b(?:I|we) (?:converted|reverted|am converting|'m converting) to " + _FAITHS + r"\b",
    r"\bI (?:became|have become|'ve become) (?:a |an )?(?:muslim|catholic|christian|jew|buddhist|hindu|"
    r"sikh|mormon|jehovah'?s witness|atheist|believer)\b",
    r"\b(?:I|we) (?:(?:usually|always|still|regularly|also|only|both) )?(?:pray (?:five times|every day|daily|at the mosque|"
    r"in the mosque|to allah|the rosary)|go to (?:mass|church|the mosque|mosque|synagogue|temple|confession|"
    r"the kingdom hall|gurdwara)|attend (?:mass|church|the mosque|synagogue|services)|fast (?:during|for|on|in) "
    r"(?:ramadan|lent|yom kippur)|keep kosher|(?:only )?eat halal|observe (?:shabbat|the sabbath|ramadan)|"
    r"wear (?:a|the|my) (?:hijab|headscarf|kippah|yarmulke|turban|niqab|burqa))\b",
    # someone named or a relative is an adherent and practises: "Amir is Muslim and fasts during Ramadan"
    r"\b(?:muslim|catholic|christian|jewish|jew|hindu|buddhist|sikh|mormon|jehovah'?s witness|adventist|orthodox) "
    r"(?:and|so) (?:(?:he|she|they) )?(?:fasts|prays|keeps (?:kosher|halal|the sabbath|shabbat)|observes|"
    r"wears (?:a|the|her|his) (?:hijab|headscarf|kippah|turban)|goes to (?:mass|church|the mosque|synagogue)|"
    r"(?:can't|cannot|won't|doesn't|does not) (?:eat|drink|work|attend|take part|do))\b",
    r"\bmy (?:religion|faith|religious beliefs|church|parish|mosque|synagogue|imam|rabbi|pastor|"
    r"congregation|conversion)\b(?! (?:in (?:humanity|people|you|the process|the team|science)))",
    r"\b" + _POSS_EN + r" (?:\w+ )?" + FAMILY_EN + r" (?:is|are|was|were) " + _FILL_EN + _RELIGION_EN + r"\b"
    + _RELIGION_NOUN_AFTER,
    r"\bas an? " + _FILL_EN + r"(?:muslim|catholic|christian|jew|hindu|buddhist|sikh|mormon|atheist|"
    r"jehovah'?s witness|believer)\b(?=[^.!?\n]*\b(?:i|i'm|me|my|we|our)\b)",
    # English: politics
    r"\b(?:I|we) (?:\w+ )?(?:vote|voted|voting|will vote|'ll vote|am voting|'m voting) (?:for |against )?(?:the )?"
    r"(?:labour|tory|tories|conservatives|lib ?dems?|liberal democrats|greens|green party|reform uk|snp|"
    r"plaid|democrats?|republicans?|gop|trump|biden|harris|obama|clinton|sanders|brexit|leave|remain|"
    r"pis|konfederacj\w*|lewic\w*|afd|cdu|spd|psoe|vox|podemos|le pen|macron|melenchon|mélenchon)\b",
    r"\b(?:I|we) (?:\w+ )?(?:vote|voted|will vote|'ll vote|am voting|'m voting) (?:for|against)\b"
    r"(?=[^.!?\n]*\b(?:election|elections|ballot|party|candidate|president|presidential|mayor|referendum|"
    r"primaries|primary|midterms?|senate|congress|parliament)\b)",
    r"\bI(?:'m| am) (?:a |an )?(?:\w+ )?(?:card-carrying |paid-up |registered )?(?:member|supporter|activist|"
    r"volunteer|canvasser|donor|voter) (?:of|for) (?:the )?(?:[\w'-]+ ){0,3}(?:party|labour|tories|"
    r"conservatives|greens|democrats|republicans|lib dems|snp|dsa|reform uk)\b",
    r"\bI(?:'ve| have) been (?:a member of|in|with) the (?:labour|green|conservative|tory|lib dem|liberal democrat|"
    r"democratic|republican|reform) party\b",
    r"\bI(?:'m| am) (?:a |an )?(?:registered |lifelong |staunch |proud )?(?:democrat|republican|tory|socialist|"
    r"communist|libertarian|marxist|anarchist|monarchist|zionist|trump supporter|labour voter|tory voter|"
    r"far[- ]right|far[- ]left|leftist)\b(?! (?:character|npc|bot|in (?:the|my) (?:game|novel|story)))",
    r"\bI(?:'m| am) (?:politically |quite |very )?(?:a |an )?(?:liberal|conservative|progressive|left[- ]wing|"
    r"right[- ]wing)(?= *(?:[.!,;]|$| and (?:i|proud)| voter))",
    r"\bmy (?:political (?:views|beliefs|party|affiliation|leanings|opinions)|party membership)\b",
    r"\b(?:my|our) (?:\w+ )?" + FAMILY_EN + r" (?:votes?|voted|always votes) (?:for )?(?:the )?"
    r"(?:labour|tory|tories|conservatives|greens|democrats?|republicans?|trump|biden|pis|afd|vox|le pen)\b",
    # English: trade unions
    r"\bI(?:'m| am) (?:a |an )?(?:\w+ )?(?:union (?:member|rep|representative|steward|organi[sz]er|delegate|"
    r"official)|shop steward|member of (?:the|a|my) (?:[\w'-]+ ){0,3}(?:union|unions)|unioni[sz]ed)\b",
    r"\bI(?:'m| am) in (?:the|a|my|our) (?!european\b|soviet\b|civil\b|postgres\b)(?:[\w'-]+ ){0,2}union\b",
    r"\b(?:I|we) (?:joined|have joined|'ve joined|signed up for|signed up to|am joining|'m joining) "
    r"(?:the|a|our|my) (?!european\b|soviet\b|civil\b)(?:[\w'-]+ ){0,2}(?:union|trade union|labou?r union)\b"
    r"(?! (?:types?|query|queries|all|clause|operator|find)\b)",
    r"\bmy (?:trade |labou?r )?union (?:rep|representative|steward|dues|membership|card|meeting|branch|officer)\b",
    r"\b(?:my|our) (?:trade |labou?r |teachers'? |nurses'? )?union\b(?! (?:types?|query|queries|find|operator|clause|all|of)\b)",
    r"\bI(?:'m| am) (?:a member of |in |with )(?:unite|unison|gmb|the nea|the aft|seiu|the teamsters|the uaw|the rmt|"
    r"the cwu|the neu|the ucu|the rcn|the bma|nasuwt)\b",
    r"\bI pay (?:my )?union (?:dues|fees|subscriptions?)\b",
    r"\bI (?:support|back|campaign for|campaigned for|donate to|donated to|canvass for|canvassed for) (?:the )?"
    r"(?:labour|tory|tories|conservatives|lib dems|greens|green party|reform uk|snp|democrats|republicans|gop|"
    r"trump|biden|harris|maga|pis|konfederacj\w*|afd|vox|le pen|rn)\b",
    r"\b(?:I|we)(?:'m|'re| am| are) (?:going )?on strike\b",
    # Polish: religion
    r"\bjestem " + _FILL_PL + _RELIGION_PL + r"\b",
    r"\b(?:jesteśmy|jesteście) " + _FILL_PL + r"(?:katolik\w*|muzułman\w*|żyd\w*|prawosławn\w*|protestant\w*|"
    r"ewangelik\w*|świadkami jehowy|wierząc\w*|ateist\w*)",
    r"\b" + POSS_PL + r" (?:\w+ )?" + FAMILY_PL + r" (?:jest|są|był|była|byli) " + _FILL_PL + r"(?:katoli\w*|"
    r"muzułman\w*|żydem|żydówką|żydami|ateist\w*|agnostyk\w*|protestant\w*|ewangeli\w*|prawosławn\w*|"
    r"buddyst\w*|świadk\w* jehowy|wierząc\w*|niewierząc\w*|praktykując\w*|mormon\w*|religijn\w*)",
    r"\b" + FAMILY_PL + r" (?:jest|są|był|była|byli) " + _FILL_PL + r"(?:katoli\w*|muzułman\w*|żydem|żydówką|"
    r"ateist\w*|protestant\w*|ewangeli\w*|prawosławn\w*|buddyst\w*|świadk\w* jehowy|mormon\w*|adwentyst\w*)",
    r"\bjako " + _FILL_PL + r"(?:praktykując\w* |wierząc\w* )?(?:katoli\w*|muzułman\w*|żyd\w*|prawosławn\w*|"
    r"protestant\w*|świadek jehowy|adwentyst\w*)\b(?=[^.!?\n]*\b(?:mnie|mi|moj\w*|jestem|proszę|muszę|nie mogę)\b)",
    r"\bchodzę (?:\w+ ){0,2}(?:do kościoła|do cerkwi|do meczetu|do synagogi|do zboru|na mszę|na msze|"
    r"na nabożeństwa|do spowiedzi)",
    r"\b(?:przeszedłem|przeszłam|przeszliśmy|nawróciłe?a?m się) na " + _FAITHS,
    r"\bnawróciłe?a?m się\b",
    r"\bmodlę się (?:codziennie|pięć razy|w meczecie|do allaha|na różańcu)",
    r"\bposzczę (?:w|podczas) ramadan\w*",
    r"\b(?:moja (?:wiara|religia|parafia)|mój (?:kościół|zbór|imam|rabin|proboszcz|pastor))\b",
    # Polish: politics
    r"\b(?:głosuj(?:ę|emy)|głosowałe?a?m|głosowaliśmy|zagłosowałe?a?m|zagłosowaliśmy|zagłosuję|zagłosujemy|"
    r"będę głosować|będę głosował\w*) (?:zawsze |od lat |znowu |tym razem )?na (?:\w+ )?(?:pis|po|ko|koalicj\w*|"
    r"platform\w*|konfederacj\w*|lewic\w*|razem|psl|polsk\w* 2050|trzeci\w* drog\w*|kukiz\w*|tusk\w*|"
    r"kaczyńsk\w*|trzaskowsk\w*|nawrock\w*|mentzen\w*|hołown\w*|bosak\w*|dud\w*|morawieck\w*|zandberg\w*|"
    r"biedro\w*|braun\w*|prawic\w*|parti\w*|kandydat\w*|opozycj\w*)\b",
    r"\b(?:należę|należymy|zapisałe?a?m się) do (?:\w+ ){0,2}(?:partii|pis|po|platformy|konfederacji|lewicy|razem|"
    r"psl|polski 2050|nowej lewicy|ruchu narodowego|korony)\b",
    r"\bjestem (?:członkiem|członkinią|działacz\w*|sympatyk\w*|wyborc\w*|aktywist\w*) (?:\w+ ){0,2}(?:partii|pis|po|"
    r"platformy|konfederacji|lewicy|razem|psl|polski 2050|ko\b|koalicji)",
    r"\bjestem " + _FILL_PL + r"(?:lewicowc\w*|lewicowiec|prawicowc\w*|prawicowiec|konserwatyst\w*|socjalist\w*|"
    r"komunist\w*|anarchist\w*|narodowc\w*|pisowc\w*|libertarian\w*|wyborc\w* \w+|feministk\w*|liberałem|liberałką)\b",
    r"\b" + POSS_PL + r" (?:\w+ )?" + FAMILY_PL + r" (?:głosuje|głosował\w*|głosują) na\b",
    r"\b(?:popieram|jestem zwolennikiem|jestem zwolenniczką|jestem wyborcą|jestem wyborczynią) (?:\w+ )?(?:pis|po\b|ko\b|"
    r"platform\w*|konfederacj\w*|lewic\w*|razem|psl|polsk\w* 2050|trzeci\w* drog\w*|tusk\w*|kaczyńsk\w*|"
    r"trzaskowsk\w*|nawrock\w*|mentzen\w*|hołown\w*|brauna|zandberg\w*)",
    # Polish: trade unions
    r"\b(?:należę|należymy|zapisałe?a?m się|zapisaliśmy się|wstąpiłe?a?m) do (?:\w+ ){0,2}(?:związku zawodowego|"
    r"związków zawodowych|związku|solidarności|znp|ozzl|opzz|ozzpip|inicjatywy pracowniczej|zzm)\b",
    r"\bjestem (?:w|członkiem|członkinią|działacz\w*|przewodnicząc\w*) (?:\w+ ){0,2}(?:związku zawodow\w*|"
    r"związkow\w*|solidarności|solidarność|nszz|znp|ozzl|opzz|ozzpip|inicjatywie pracowniczej|komisji zakładowej)",
    r"\bjestem związkowc\w*|\bjestem związkowczyni\w*",
    r"\bjestem (?:od \d{4} |od lat )?w (?:pis|lewicy|razem|konfederacji|psl|polsce 2050|platformie)\b",
    r"\b(?:mój|nasz) związek zawodowy\b", r"\bstrajkuj(?:ę|emy)\b",
    # German: religion
    r"\b(?:ich bin|wir sind) " + _FILL_DE + _RELIGION_DE + r"\b",
    r"\bich (?:bin|wurde) (?:\w+ ){0,2}(?:katholisch|evangelisch|muslimisch|jüdisch|christlich) (?:erzogen|getauft)\b",
    r"\bich (?:bin|wurde) (?:zum (?:islam|judentum|christentum|katholizismus|buddhismus)) konvertiert\b",
    r"\bich bin (?:aus der kirche ausgetreten|zum islam übergetreten)\b",
    r"\bich (?:gehe|geh) (?:\w+ ){0,2}(?:in die kirche|in die moschee|in die synagoge|zur messe|zum gottesdienst|"
    r"zum freitagsgebet)\b",
    r"\bich (?:faste (?:im|während des|an) ramadan|trage (?:ein|das|mein) kopftuch|esse nur halal|bete (?:fünfmal|täglich))",
    r"\b" + _POSS_DE + r" (?:\w+ )?" + FAMILY_DE + r" (?:ist|sind|war|waren) (?:\w+ )?(?:muslim\w*|katholisch|jüdisch|"
    r"jude|jüdin|juden|evangelisch|gläubig|atheist\w*|zeugen jehovas)\b",
    r"\bmein(?:e)? (?:religion|glaube|kirchengemeinde|moschee|gemeinde)\b",
    r"\bals " + _FILL_DE + _RELIGION_DE + r"\b(?=[^.!?\n]*\b(?:ich|mir|mich|mein\w*|wir|uns)\b)",
    # German: politics
    r"\bich (?:wähle|wählte) (?:\w+ ){0,2}(?:die |der )?(?:afd|cdu|csu|spd|fdp|grüne\w*|linke\w*|"
    r"bsw|freie wähler|npd|piraten|die partei)\b",
    r"\bich (?:habe|hab|werde) (?:\w+ ){0,3}(?:afd|cdu|csu|spd|fdp|grün\w*|linke\w*|bsw|piraten) (?:gewählt|wählen)\b",
    r"\bich bin (?:\w+ )?(?:mitglied|parteimitglied|wähler\w*|anhänger\w*|aktiv\w*) (?:der|in der|bei der|bei den|in) "
    r"(?:\w+ )?(?:afd|cdu|csu|spd|fdp|grünen|linken|linke|bsw|partei|piraten)\b",
    # German: trade unions
    r"\bich bin (?:(?!nicht\b|kein\w*\b)\w+ ){0,2}(?:gewerkschaftsmitglied|gewerkschafter\w*|in der gewerkschaft|bei verdi|in verdi|"
    r"in der ig metall|bei der ig metall|in der gew|bei der gew|gewerkschaftlich organisiert|mitglied (?:der|bei|in der) "
    r"(?:gewerkschaft|ig metall|verdi|ver\.di|gew|ig bce|evg|gdl))\b",
    r"\bich bin (?:der |in die )?(?:gewerkschaft|ig metall|verdi|ver\.di|gew) beigetreten\b",
    # party membership said as "I'm with the party": "Ich bin seit 2021 bei den Grünen"
    r"\bich bin (?:seit (?:\d{4}|(?:\w+ )?jahren|langem|kurzem) |schon lange |auch )?(?:bei|in) (?:den|der) "
    r"(?:grünen|linken|afd|cdu|csu|spd|fdp|bsw|piraten|freien wählern)\b(?! (?:nicht|kein\w*|enttäuscht|unzufrieden|zu gast|als gast|eingeladen|zum|zu einem|für ein\w*)\b)",
    r"\bmeine gewerkschaft\b", r"\bwir streiken\b", r"\bich streike\b",
    r"\bich (?:unterstütze|wähle immer) (?:die |den )?(?:afd|cdu|csu|spd|fdp|grünen|linke|bsw)\b",
    # Spanish: religion
    r"\bsoy " + _FILL_ES + _RELIGION_ES + r"\b",
    r"\bsomos " + _FILL_ES + _RELIGION_ES + r"\b",
    r"\b" + POSS_ES + r" " + FAMILY_ES + r" (?:es|son|era|eran) " + _FILL_ES + _RELIGION_ES + r"\b",
    r"\b(?:voy|vamos) (?:\w+ ){0,2}(?:a misa|a la mezquita|a la iglesia|a la sinagoga|al templo)\b",
    r"\b(?:hago|hacemos) (?:el )?ramad[aá]n\b", r"\bayuno (?:en|durante (?:el)?) (?:ramad[aá]n|cuaresma)\b",
    r"\bme convert[ií] al? " + _FAITHS + r"\b", r"\bllevo (?:el )?(?:hiyab|velo islámico|pañuelo)\b",
    r"\bmi (?:religión|fe|iglesia|parroquia|mezquita)\b",
    r"\bcomo " + _FILL_ES + r"(?:buen[oa] )?" + _RELIGION_ES + r"\b(?=[^.!?\n]*\b(?:yo|me|mi|mis|necesito|rezo|ayuno|no puedo)\b)",
    # Spanish: politics
    r"\b(?:voto|voté|votaré|votamos|votaba|votábamos|he votado|siempre voto|vamos a votar|voy a votar) (?:a|al|por|a la|a los|por el|por la) "
    r"(?:psoe|pp|partido popular|vox|podemos|sumar|ciudadanos|junts|erc|bildu|pnv|bng|izquierda unida|iu|más madrid|"
    r"compromís|s[aá]nchez|feij[oó]o|abascal|ayuso|díaz|iglesias|la izquierda|la derecha)\b",
    r"\bsoy (?:militante|afiliad[oa]|simpatizante|votante|concejal[a]?|miembro) (?:del?|de la|al?) (?:\w+ )?(?:psoe|pp|partido|"
    r"vox|podemos|sumar|ciudadanos|junts|erc|bildu|pnv|iu|izquierda unida)\b",
    r"\bsoy (?:de )?(?:izquierdas|derechas)\b",
    r"\b(?:estoy|milito) (?:desde \d{4} )?en (?:el |la )?(?:psoe|pp|vox|podemos|sumar|izquierda unida|más madrid)\b", r"\bsoy (?:socialista|comunista|anarquista|feminista|independentista|"
    r"monárquic[oa]|republican[oa]|facha|peper[oa]|podemita)\b",
    # Spanish: trade unions
    r"\b(?:estoy|soy) (?:\w+ )?(?:afiliad[oa]|sindicad[oa]|delegad[oa] sindical|miembro|enlace sindical)(?: a| al| de| del| en)? "
    r"(?:un |el |la |mi )?(?:sindicato|ccoo|ugt|cgt|cnt|csif|uso|ela|lab|comisiones obreras)\b",
    r"\bme (?:afilié|he afiliado|afiliaré) (?:a|al) (?:\w+ )?(?:sindicato|ccoo|ugt|cgt|cnt|csif|uso|ela|lab)\b",
    r"\bmi sindicato\b", r"\b(?:estoy|estamos) en huelga\b", r"\bsoy sindicalista\b",
    r"\bapoyo a (?:psoe|pp|vox|podemos|sumar|junts|erc|bildu|s[aá]nchez|feij[oó]o|abascal)\b",
    # French: religion
    r"\bje suis " + _FILL_FR + _RELIGION_FR + r"\b",
    r"\bnous sommes " + _FILL_FR + _RELIGION_FR + r"\b",
    r"\b" + POSS_FR + r" " + FAMILY_FR + r" (?:est|sont|était|étaient) " + _FILL_FR + _RELIGION_FR + r"\b",
    r"\bje (?:vais|me rends) (?:\w+ ){0,2}(?:à la messe|à la mosquée|à l'église|à la synagogue|au temple)\b",
    r"\bje (?:fais|ferai|faisais) (?:le )?ramadan\b", r"\bje porte (?:le|un) voile\b",
    r"\bje me suis convertie? (?:à|au) " + _FAITHS, r"\bma (?:religion|foi|paroisse|mosquée)\b",
    r"\ben tant que " + _FILL_FR + _RELIGION_FR + r"\b(?=[^.!?\n]*\b(?:je|j|me|moi|mon|ma|mes)\b)",
    # French: politics
    r"\b(?:je vote|j'ai voté|je voterai|je votais|nous votons|on vote) (?:\w+ )?(?:pour |contre )?(?:le |la |les |l')?"
    r"(?:rn|rassemblement national|fn|front national|lfi|france insoumise|insoumis|ps|parti socialiste|lr|"
    r"républicains|renaissance|modem|eelv|écologistes|verts|pcf|reconquête|macron|le pen|mélenchon|"
    r"zemmour|bardella|gauche|droite|extrême droite|extrême gauche)\b",
    r"\bje suis (?:militant|adhérent|membre|encarté|élu)\w* (?:au|à la|du|de la|chez|à|aux|dans un) (?:\w+ )?"
    r"(?:rn|fn|lfi|ps|lr|pcf|modem|renaissance|eelv|verts|reconquête|insoumis|parti\w*|france insoumise)\b",
    r"\bje suis (?:depuis \d{4} )?(?:au|à la|chez les|chez) (?:ps|rn|lfi|pcf|modem|eelv|verts|insoumis|républicains)\b",
    r"\bje suis (?:\w+ )?(?:de gauche|de droite|d'extrême (?:gauche|droite)|communiste|socialiste|anarchiste|"
    r"royaliste|macroniste|insoumis\w*|frontiste|gaulliste|écolo)\b",
    # French: trade unions
    r"\bje suis (?:\w+ )?(?:syndiqu[ée]\w*|délégu[ée]\w* syndica\w*|militant\w* syndica\w*|syndicaliste)\b",
    r"\bje suis (?:adhérent|membre|militant)\w* (?:à la|au|de la|du|à|chez) (?:cgt|cfdt|fo|force ouvrière|sud|unsa|"
    r"cfe-cgc|cftc|fsu|snes|snuipp|solidaires)\b",
    r"\bj'ai adhéré (?:à la|au|à) (?:cgt|cfdt|fo|sud|unsa|cfe-cgc|cftc|fsu|snes|syndicat)\b",
    r"\bmon syndicat\b", r"\b(?:je suis|nous sommes) en grève\b", r"\bje fais grève\b",
    r"\bje suis (?:à|a) la (?:cgt|cfdt|cftc|fsu)\b|\bje suis (?:à|chez) (?:fo|sud|unsa|solidaires)\b",
    r"\bje soutiens (?:le |la |les )?(?:rn|lfi|ps|lr|renaissance|reconquête|macron|le pen|mélenchon|zemmour|bardella)\b",
    # Ukrainian / Russian: religion
    r"\bя " + _FILL_UK + _RELIGION_UK + r"(?!\w)",
    r"\b(?:ми|мы) " + _FILL_UK + r"(?:[-—–] )?" + _RELIGION_UK + r"(?!\w)",
    r"\bяк " + _FILL_UK + _RELIGION_UK + r"(?=[^.!?\n]*(?<!\w)(?:я|мені|мене|мій|моя)(?!\w))",
    r"\b" + POSS_UK + r" " + FAMILY_UK + r" (?:[-—–] )?(?:є |был |була |був |была |теж |тоже )?" + _RELIGION_UK + r"(?!\w)",
    r"\b(?:ходжу|ходимо|хожу|ходим) (?:\w+ ){0,3}(?:до церкви|в церкву|у церкву|в церковь|до мечеті|в мечеть|"
    r"до синагоги|в синагогу|на службу|на літургію|на литургию)",
    r"\bя (?:молюся|молюсь) (?:щодня|каждый день|п'ять разів|пять раз)",
    r"\b(?:прийняв|прийняла|принял|приняла) (?:іслам|ислам|православ'я|православие|католицизм|юдаїзм|иудаизм)",
    # Ukrainian / Russian: politics
    r"\bя (?:\w+ )?(?:голосую|голосував\w*|проголосував\w*|голосовал\w*|проголосовал\w*|голосуватиму|"
    r"буду голосувати|буду голосовать) за (?!(?:цей|цю|це|ці|этот|эту|это|эти|варіант\w*|вариант\w*|"
    r"перш\w*|друг\w*|ваш\w*|твій|твою|твой|пропозиці\w*|предложени\w*|ідею|идею|зміни|изменения|"
    r"пул|pr)\b)",
    r"\bя (?:член|членкиня|прихильни\w*|сторонни\w*|виборець|виборниця|избиратель\w*) (?:\w+ )?(?:партії|партии|"
    r"слуги народу|європейської солідарності|батьківщини|голосу|единой россии|кпрф|лдпр|яблока)",
    # Ukrainian / Russian: trade unions
    r"\bя (?:член|членкиня|состою в|перебуваю в|вступив до|вступила до|вступил в|вступила в) (?:\w+ )?"
    r"(?:профспілк\w*|профсоюз\w*)",
    r"\b(?:моя|наша) профспілка\b|\b(?:мой|наш) профсоюз\b",
    r"\bя (?:в|у) (?:профспілці|профсоюзе)\b",
    r"\bя (?:підтримую|поддерживаю) (?:\w+ )?(?:слугу народу|євросолідарність|європейську солідарність|батьківщину|"
    r"зеленського|порошенка|тимошенко|путина|путіна|навального|единую россию|кпрф)",
]
BELIEFS_TRIGGERS = [
    "muslim*", "catholic*", "christian*", "jewish", "jew", "jews", "hindu*", "buddhist*", "sikh*",
    "mormon*", "jehovah*", "protestant*", "evangelical*", "baptist*", "methodist*", "lutheran*",
    "anglican*", "pentecostal*", "quaker*", "atheist*", "agnostic*", "pagan*", "wiccan*", "believer*",
    "orthodox", "religious", "converted", "reverted", "converting", "became", "become", "pray",
    "mass", "church", "mosque", "synagogue", "temple", "confession", "kingdom", "gurdwara",
    "attend", "fast", "kosher", "halal", "shabbat", "sabbath", "ramadan", "hijab", "headscarf",
    "kippah", "yarmulke", "turban", "niqab", "burqa", "religion", "faith", "parish", "imam", "rabbi",
    "pastor", "congregation", "conversion", "adventist*", "adwentyst*", "alevi*", "alewit*", "alévi*", "алевіт*",
    "sunni*", "sunit*", "szyit*", "schiit*", "chiit*", "shia", "shias", "shiite*", "yazid*", "yézidi*", "jesid*", "jazyd*",
    "суніт*", "шиїт*", "шиит*", "єзид*", "druze", "druzes", "nszz", "ps", "solidarność", "grünen", "linken", "afd", "cdu", "csu", "spd", "fdp", "bsw", "psoe", "vox",
    "podemos", "sumar", "lfi", "pcf", "eelv", "lewicy", "konfederacji", "psl", "pis",
    "vote", "voted", "voting", "member", "supporter", "activist", "volunteer", "canvasser", "donor",
    "voter", "democrat*", "republican*", "tory", "tories", "socialist", "communist", "libertarian",
    "marxist", "anarchist", "monarchist", "zionist", "leftist", "liberal", "conservative",
    "progressive", "wing", "political", "party", "votes",
    "union", "unions", "unionised", "unionized", "steward", "strike",
    "unite", "unison", "gmb", "nea", "aft", "seiu", "teamsters", "uaw", "rmt", "cwu", "neu", "ucu", "rcn", "bma",
    "nasuwt", "dues", "support", "back", "campaign", "campaigned", "donate", "donated", "canvass", "canvassed",
    "labour", "greens", "trump", "biden", "harris", "maga", "snp", "gop", "popieram", "zwolennikiem",
    "zwolenniczką", "wyborcą", "wyborczynią", "unterstütze", "apoyo", "soutiens", "підтримую", "поддерживаю",
    "профспілці", "профсоюзе",
    # Polish
    "katolik*", "katoliczk*", "muzułman*", "żydem", "żydówką", "żydami", "wyznania", "ateist*",
    "agnostyk*", "protestant*", "ewangeli*", "luteran*", "prawosławn*", "buddyst*", "hinduist*",
    "świadk*", "świadkami", "wierząc*", "niewierząc*", "praktykując*", "chrześcijan*", "zielonoświątkow*",
    "religijn*", "chodzę", "przeszedłem", "przeszłam", "przeszliśmy", "nawrócił*", "modlę", "poszczę",
    "wiara", "religia", "parafia", "kościół", "zbór", "rabin", "proboszcz",
    "głosuj*", "głosował*", "zagłosował*", "zagłosuj*", "głosowaliśmy", "należę", "należymy",
    "zapisałem", "zapisałam", "zapisaliśmy", "wstąpiłem", "wstąpiłam", "członkiem", "członkinią",
    "działacz*", "sympatyk*", "wyborc*", "aktywist*", "lewicow*", "prawicow*", "konserwatyst*",
    "socjalist*", "komunist*", "anarchist*", "narodowc*", "pisowc*", "libertarian*", "feministk*",
    "liberałem", "liberałką", "głosuje", "głosują", "związku", "związków", "związkow*", "związkowc*",
    "związkowczyni*", "solidarności", "znp", "ozzl", "opzz", "ozzpip", "strajkuję", "strajkujemy",
    "przewodnicząc*", "związek",
    # German
    "muslimisch", "katholisch", "evangelisch", "protestantisch", "jüdisch", "jude", "jüdin", "juden",
    "agnostiker*", "christ", "christin", "gläubig*", "buddhist*", "orthodox", "jehovas", "religiös",
    "freikirchlich", "konvertiert", "erzogen", "getauft", "ausgetreten", "übergetreten", "kirche",
    "moschee", "synagoge", "messe", "gottesdienst", "freitagsgebet", "faste", "kopftuch", "halal",
    "bete", "glaube", "kirchengemeinde", "gemeinde",
    "wähle", "wählte", "gewählt", "afd", "cdu", "csu", "spd", "fdp", "grüne*", "linke*", "bsw", "npd",
    "piraten", "mitglied", "parteimitglied", "wähler*", "anhänger*", "gewerkschaft*", "verdi",
    "metall", "gew", "beigetreten", "streiken", "streike",
    # Spanish
    "musulm*", "católic*", "catolic*", "judío*", "judía*", "judio*", "judia*", "ateo", "atea", "ateos",
    "agnóstic*", "evangélic*", "cristian*", "budista*", "hindú", "testigo*", "mormona", "creyente*",
    "practicante*", "ortodox*", "religios*", "misa", "mezquita", "iglesia", "sinagoga", "templo",
    "ramadán", "ramadan", "ayuno", "convertí", "converti", "hiyab", "velo", "religión", "fe",
    "parroquia", "voto", "voté", "votaré", "votamos", "votaba", "votábamos", "votado", "votar",
    "militante", "afiliado", "afiliada", "simpatizante", "votante", "concejal*", "miembro",
    "izquierdas", "derechas", "socialista", "comunista", "anarquista", "feminista", "independentista",
    "monárquic*", "republican*", "facha", "pepero", "pepera", "podemita", "sindicad*", "sindicato",
    "delegado", "delegada", "afilié", "afiliado", "afiliaré", "sindicalista", "huelga", "ccoo", "ugt",
    # French
    "musulman*", "catholique*", "juif", "juive", "juifs", "athée*", "agnostique*", "évangélique*",
    "chrétien*", "bouddhiste*", "hindou*", "témoin*", "croyant*", "pratiquant*", "orthodoxe*",
    "religieux", "religieuse", "messe", "église", "l'église", "synagogue", "ramadan", "voile",
    "convertie", "converti", "foi", "paroisse", "mosquée", "vote", "voté", "voterai", "votais",
    "votons", "militant*", "adhérent*", "membre", "encarté*", "élu*", "gauche", "droite",
    "communiste", "socialiste", "anarchiste", "royaliste", "macroniste", "insoumis*", "frontiste",
    "gaulliste", "écolo", "syndiqu*", "délégu*", "syndicaliste", "adhéré", "syndicat", "grève",
    "cgt", "cfdt",
    # Ukrainian / Russian
    "мусульман*", "католи*", "греко", "православн*", "християн*", "христиан*", "іуде*", "иуде*",
    "єврей*", "еврей*", "атеїст*", "атеист*", "агностик*", "протестант*", "буддист*", "віруюч*",
    "верующ*", "свідок", "свидетел*", "баптист*", "релігійн*", "религиозн*", "ходжу", "ходимо",
    "хожу", "ходим", "молюся", "молюсь", "прийняв", "прийняла", "принял", "приняла",
    "голосую", "голосував*", "проголосував*", "голосовал*", "проголосовал*", "голосуватиму",
    "голосувати", "голосовать", "член", "членкиня", "прихильни*", "сторонни*", "виборець",
    "виборниця", "избиратель*", "профспілк*", "профсоюз*", "вступив", "вступила", "вступил",
]

# ---------------------------------------------------------------- ethnicity

_ETHNIC_EN = (
    r"(?:roma|romani|romany|a romani|a gypsy|gypsy|an? (?:irish )?traveller|black|a black (?:man|woman|person|guy|girl)|"
    r"mixed[- ]race|biracial|multiracial|latino|latina|latinx|hispanic|indigenous|aboriginal|native american|"
    r"first nations|kurdish|a kurd|tatar|uyghur|uighur|berber|amazigh|sami|maori|inuit|a person of colou?r|"
    r"a poc|a woc|brown|afro-\w+|an? \w+-american)"
)
_ETHNIC_PL = (
    r"(?:romem|romką|romką|romami|romów|cygan\w*|cygank\w*|łemk\w*|łemkini\w*|ślązak\w*|ślązaczk\w*|kaszub\w*|"
    r"kaszubk\w*|tatar\w*|tatark\w*|karaim\w*|czarnoskór\w*|czarn\w* (?:kobietą|mężczyzną|osobą)|mulat\w*|"
    r"pochodzenia \w+|mieszanego pochodzenia|łemkiem|bojk\w*|kurd\w*|ujgur\w*)"
)
_ETHNIC_DE = (
    r"(?:roma|romni|romnja|sinto|sintiza|sinti|sinteza|kurde|kurdin|schwarz|schwarze[rn]?|person of colou?r|"
    r"poc|sorbe|sorbin|jenische[rn]?|\w+(?:er|scher) (?:herkunft|abstammung)|afrodeutsche[rn]?)"
)
_ETHNIC_ES = (
    r"(?:gitan[oa]s?|roman[ií]|rom|negr[oa]|afrodescendiente|afro\w*|indígena|mestiz[oa]|mulat[oa]|"
    r"de origen \w+|de ascendencia \w+|kurd[oa]|bereber|amazigh|mapuche|quechua|aimara)"
)
_ETHNIC_FR = (
    r"(?:d'origine \w+|noire?|rom|romni|gitan\w*|tzigane|manouche|kurde|arabe|berbère|kabyle|métis\w*|"
    r"maghrébin\w*|beur(?:ette)?|rebeu|renoi|afro-\w+|de couleur)"
)
_ETHNIC_UK = (
    r"(?:ромка|ромом|циган\w*|цыган\w*|кримськ\w* татар\w*|крымск\w* татар\w*|татар\w*|курд\w*|чорношкір\w*|"
    r"чернокож\w*|темношкір\w*|темнокож\w*|мулат\w*|уйгур\w*|гагауз\w*|лемк\w*|бойк\w*)"
)

ETHNICITY_STRONG = [
    # English
    r"\bI(?:'m| am) " + _FILL_EN + _ETHNIC_EN + r"\b(?! (?:and white|hole|belt|friday|mirror|box|coffee|tea|"
    r"out|market|sheep|humor|humour|widow|bean|beans|rice|sugar|noise|screen|theme|mode|version|shirt|"
    r"hat|suit|jeans|tie|cat|dog)\b)(?!-)",
    r"\bI(?:'m| am) " + _FILL_EN + r"(?:of|from an?) (?:\w+ ){0,2}(?:descent|origin|heritage|ancestry|background)\b",
    r"\bas an? (?:black|roma|romani|latina|latino|hispanic|indigenous|mixed-race|biracial|brown|asian|arab|"
    r"kurdish|native) (?:man|woman|person|guy|girl|immigrant|kid|mother|mom|mum|dad|father|parent|teen|"
    r"teenager|student|employee|worker|family|couple|professional|engineer|developer|nurse|doctor)\b"
    r"(?=[^.!?\n]*\b(?:i|i'm|me|my|we|our)\b)",
    r"\b" + _POSS_EN + r" (?:\w+ )?" + FAMILY_EN + r" (?:is|was|are|were) " + _FILL_EN + r"(?:roma|romani|romany|"
    r"a gypsy|gypsies|travellers|kurdish|a kurd|kurds|black|mixed[- ]race|biracial|indigenous|aboriginal|"
    r"native american|hispanic|latino|latina|tatar|uyghur|berber|sami|maori|of \w+ (?:descent|origin|heritage))\b",
    r"\bmy (?:ethnicity|ethnic (?:background|origin|group|identity|roots)|racial (?:background|identity)|"
    r"skin colou?r|race)\b(?! (?:pace|time|times|day|bib|results?|number|plan|report|car|cars|track|training|"
    r"kit|bike|shoes|entry|week|weekend|category|condition|conditions))",
    # Polish
    r"\bjestem " + _FILL_PL + _ETHNIC_PL + r"\b",
    r"\bjesteśmy (?:rodziną )?(?:romską|romami|łemkami|tatarami|kaszubami|ślązakami|cyganami)\b",
    r"\b" + POSS_PL + r" (?:\w+ )?" + FAMILY_PL + r" (?:jest|są|był|była|byli|pochodzi|pochodzą) (?:\w+ )?"
    + _ETHNIC_PL + r"\b",
    r"\b" + POSS_PL + r" (?:\w+ )?" + FAMILY_PL + r" (?:jest|są|był|była|byli) (?:romk\w*|romem|łemk\w*|łemkini\w*)",
    r"\bmam (?:\w+ )?(?:romskie|żydowskie|łemkowskie|tatarskie|kurdyjskie|afrykańskie|cygańskie|ormiańskie|"
    r"wietnamskie|arabskie|\w+skie) (?:pochodzenie|korzenie)\b",
    r"\bpochodzę z (?:\w+ )?(?:romskiej|żydowskiej|łemkowskiej|tatarskiej|cygańskiej|mniejszości \w+)",
    r"\bmoje (?:pochodzenie etniczne|korzenie)\b",
    # German
    r"\bich bin " + _FILL_DE + _ETHNIC_DE + r"\b",
    r"\b" + _POSS_DE + r" (?:\w+ )?" + FAMILY_DE + r" (?:ist|sind|war|waren) (?:\w+ )?(?:roma|sinti|sinto|sintiza|kurde|"
    r"kurdin|kurden|jenische|sorben|sorbin|sorbe|\w+(?:er|scher) (?:herkunft|abstammung))\b",
    r"\bich habe (?:\w+ )?(?:\w+(?:sche|che)) (?:wurzeln|vorfahren)\b",
    r"\bmeine (?:herkunft|ethnische zugehörigkeit|hautfarbe)\b",
    # Spanish
    r"\bsoy " + _FILL_ES + _ETHNIC_ES + r"\b",
    r"\b" + POSS_ES + r" (?:\w+ )?" + FAMILY_ES + r" (?:es|son|era|eran) (?:\w+ )?(?:gitan[oa]s?|roman[ií]|kurd[oa]s?|"
    r"indígenas?|afrodescendientes?|mapuches?|bereber|de origen \w+)\b",
    r"\bmi (?:etnia|origen étnico|raza|color de piel)\b",
    # French
    r"\bje suis " + _FILL_FR + _ETHNIC_FR + r"\b",
    r"\b" + POSS_FR + r" " + FAMILY_FR + r" (?:est|sont|était|étaient) (?:\w+ )?(?:rom|roms|gitan\w*|tzigane\w*|"
    r"manouche\w*|kurde\w*|kabyle\w*|berbère\w*|d'origine \w+)\b",
    r"\bj'ai des origines \w+", r"\bmes origines \w+",
    r"\bmon (?:origine ethnique|appartenance ethnique)\b|\bma couleur de peau\b",
    # Ukrainian / Russian
    r"\bя " + _FILL_UK + _ETHNIC_UK + r"(?!\w)",
    r"\bя (?:\w+ )?за походженням\b|\bза походженням я\b|\bя (?:\w+ )?по происхождению\b|\bпо происхождению я\b",
    r"\b" + POSS_UK + r" " + FAMILY_UK + r" (?:[-—–] )?(?:\w+ )?(?:ромка|ром|циган\w*|цыган\w*|кримськ\w* татар\w*|"
    r"крымск\w* татар\w*|курд\w*)(?!\w)",
]
ETHNICITY_TRIGGERS = [
    "roma", "romani", "romany", "gypsy", "gypsies", "traveller", "travellers", "black", "mixed",
    "biracial", "multiracial", "latino", "latina", "latinx", "hispanic", "indigenous", "aboriginal",
    "native", "first", "kurdish", "kurd", "kurds", "tatar", "uyghur", "uighur", "berber", "amazigh",
    "sami", "maori", "inuit", "colour", "color", "poc", "woc", "brown", "afro", "american", "descent",
    "origin", "heritage", "ancestry", "background", "ethnicity", "ethnic", "racial", "skin", "race",
    "arab", "asian",
    "romem", "romką", "romami", "romów", "romk*", "cygan*", "cygank*", "łemk*", "ślązak*", "ślązaczk*",
    "kaszub*", "tatar*", "karaim*", "czarnoskór*", "czarn*", "mulat*", "pochodzenia", "pochodzenie",
    "korzenie", "romskie", "romskiej", "romską", "łemkowsk*", "pochodzę", "bojk*", "kurd*", "ujgur*",
    "łemkami", "tatarami", "kaszubami", "ślązakami", "cyganami",
    "romni", "romnja", "sinto", "sintiza", "sinti", "sinteza", "kurde", "kurdin", "kurden", "schwarz",
    "schwarze", "schwarzer", "sorbe", "sorbin", "sorben", "jenische*", "herkunft", "abstammung",
    "afrodeutsch*", "wurzeln", "vorfahren", "hautfarbe", "zugehörigkeit",
    "gitano", "gitana", "gitanos", "gitanas", "romaní", "romani", "rom", "negro", "negra",
    "afrodescendiente*", "indígena*", "mestizo", "mestiza", "mulato", "mulata", "kurdo", "kurda",
    "bereber", "mapuche*", "quechua", "aimara", "ascendencia", "etnia", "étnico", "raza", "piel",
    "d'origine", "noir", "noire", "roms", "gitan*", "tzigane*", "manouche*", "arabe", "berbère*",
    "kabyle*", "métis*", "maghrébin*", "beur", "beurette", "rebeu", "renoi", "couleur", "origines",
    "ethnique", "peau",
    "ромка", "ромом", "ром", "циган*", "цыган*", "кримськ*", "крымск*", "татар*", "курд*",
    "чорношкір*", "чернокож*", "темношкір*", "темнокож*", "мулат*", "уйгур*", "гагауз*", "лемк*",
    "бойк*", "походженням", "происхождению",
]
