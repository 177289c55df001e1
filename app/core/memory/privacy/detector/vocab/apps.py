"""Word lists, round 16: disclosures as everyday apps and forms carry them (a booking, a dating or neighbourhood
profile, a sign-up, a rental), in six languages (EN, PL, DE, ES, FR, UK/RU):
- an affair told by the one having it: "je trompe ma copine", "engaño a mi novia", "ich betrüge meine Frau",
  "ich bin fremdgegangen";
- an affair told by its cover story: meeting someone while the partner thinks the writer is elsewhere ("treffe mich
  mit meiner Ex, während meine Freundin denkt, ...", "quedo con mi ex mientras mi marido cree que ...");
- a romance with a married person or with one's boss ("estoy saliendo con un hombre casado", "I'm in a relationship
  with my boss", "я зустрічаюся з одруженим", "sypiam z szefem");
- a named chronic or serious condition in the languages the shared lists have it only in English or Polish
  ("mélanome", "гіпотиреоз", "розсіяний склероз", "łuszczyca", "Zöliakie") and the usual short names of multiple
  sclerosis, rheumatoid arthritis and COPD after "I have" / "my" ("I have MS", "mam SM", "my MS is flaring");
- party and union membership the shared lists miss: "ich bin bei ver.di", "я состою в КПРФ", a relative who is a
  member of a party.

Same notation and tiers as vocab/plain.py; HEALTH_TERMS are single words or short phrases of the term tier (red only
in a sentence about the user or a relative, not hedged, not asked). Every strong pattern starts with a look-behind,
so it runs only when the message has one of the area's TRIGGERS below.
"""
from __future__ import annotations

# ---------------------------------------------------------------- intimate life

_PARTNER_OBJ = (
    r"(?:my (?:husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?)|"
    r"(?:mon|ma) (?:mari|femme|copain|copine|compagnon|compagne|mec|fianc[ée]e?|conjointe?|partenaire|[ée]pou(?:x|se))|"
    r"(?:a )?(?:mi|mis) (?:marido|mujer|esposo|esposa|novio|novia|pareja|prometid[oa])|"
    r"(?:meine|meinen) (?:frau|mann|freundin|freund|partnerin|partner|verlobte|verlobten|ehefrau|ehemann))"
)
_PARTNER = (r"(?:mąż|męża|żona|żonę|chłopak|dziewczyna|narzeczon\w*|partner\w*|husband|wife|boyfriend|girlfriend|"
            r"mann|frau|freund|freundin|marido|mujer|esposo|esposa|novio|novia|pareja|mari|femme|mec|copain|copine|"
            r"compagnon|compagne|чоловік|дружина|хлопець|дівчина|муж|жена|парень|девушка)")
_THINKS = (r"(?:thinks|believes|assumes|myśli|sądzi|denkt|glaubt|meint|cree|piensa|croit|pense|думає|вважає|думает|"
           r"считает)(?!\s+(?:about|of|über|an|sobre|en|à|a|o|nad|про|о|об)\b)")
_MEETS = (r"(?:meet(?:ing)? up with|meeting|meet|seeing|hooking up with|sleeping with|"
          r"spotykam się|widuję się|sypiam|treffe mich|treffen uns|schlafe mit|sehe (?:meine|meinen)|"
          r"quedo (?:a escondidas |en secreto )?con|quedamos|me veo (?:a escondidas |en secreto )?con|veo a|me acuesto con|je vois|je retrouve|je couche avec|"
          r"бачуся|бачимося|зустрічаюся|зустрічаємося|сплю з|встречаюсь|встречаемся|вижусь|видимся|сплю с)")
_MARRIED = (r"(?:(?:a |an )?married (?:man|woman|guy|girl|person|colleague|co-?worker|neighbou?r|dad|mum|mom|father|"
            r"mother)|żonat\w*|zamężn\w*|mężatk\w*|(?:einem|einer) verheirateten|verheiratete[nrm]?|"
            r"(?:un |una )?(?:hombre |mujer |tío |tía |chico |chica )?casad[oa]|(?:un |une )?(?:homme |femme |mec )?"
            r"mariée?|одружен\w*|заміжн\w*|женат\w*|замужн\w*)")
_BOSS = (r"(?:(?:my |the |a )?(?:boss|manager|line manager|supervisor|team lead|director)|szef\w*|szefow\w*|przełożon\w*|"
         r"kierowni\w*|(?:meinem |meiner )?(?:chef|chefin|vorgesetzten|abteilungsleiter\w*)|(?:mi |un |una )?jef[ea]|"
         r"(?:mon |ma )?(?:patron|patronne|chef|cheffe|supérieur|supérieure|manager|n\+1)|начальни\w*|керівни\w*|шеф\w*)")

_RELATIONSHIP = [
    # cheating, told by the one who cheats: "je trompe ma copine", "engaño a mi novia", "ich betrüge meine Frau"
    r"(?<!\w)(?:je (?:la |le )?trompe|j'ai (?:déjà )?trompé|je trompais|(?:engaño|engañé|engañaba|he engañado|"
    r"estoy engañando|le pongo los cuernos|le puse los cuernos|le soy infiel|soy infiel)|betrüge|betrog|"
    r"(?:ich )?(?:habe|hab) (?:\w+ )?betrogen)\s+(?:\w+\s+)?" + _PARTNER_OBJ + r"(?!\w)",
    r"(?<!\w)(?:ich )?(?:habe|hab) " + _PARTNER_OBJ + r" (?:\w+ ){0,3}?betrogen(?!\w)",
    r"(?<!\w)(?:ich )?(?:gehe|ging) (?:\w+ ){0,2}?fremd(?!\w)|(?<!\w)(?:ich )?bin (?:\w+ ){0,2}?fremdgegangen(?!\w)",
    # the cover story: meeting someone while the partner thinks the writer is elsewhere
    r"(?<!\w)" + _MEETS + r"(?!\w)[^.!?\n]{0,90}?(?<!\w)" + _PARTNER + r"\s+(?:\w+\s+)?" + _THINKS
    + r",?\s+(?:that |dass |que |qu'|że |що |что )?(?:i|i'm|i am|i was|i'd|ich|je|j'|j’|je suis|yo|estoy|estaba|"
    r"jestem|byłam|byłem|я)(?!\w)",
    # a romance with one's boss or with a married person
    r"(?<!\w)(?:i'?m|i am|i've been|i have been|been) (?:secretly )?(?:dating|sleeping with|hooking up with|in love with|"
    r"in a (?:secret |serious )?relationship with|having an? (?:affair|fling|thing) with|involved with|romantically "
    r"involved with) (?:my |a |an |the )?(?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:i'?m|i am|i've been|i have been|been) (?:secretly )?(?:seeing|with|together with) (?:a |an )?"
    + _MARRIED + r"(?!\w)",
    r"(?<!\w)(?:tengo|mantengo|he tenido|tuve|llevo \w+ con) (?:una |un )?(?:relación|aventura|lío|rollo|affaire|romance)"
    r"(?: secret[ao])? con (?:mi |un |una )?(?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:estoy saliendo|salgo|me acuesto|me veo|estoy liad[oa]|me lío|me enrollo|estoy enamorad[oa] de|"
    r"quedo a escondidas) con (?:mi |un |una )?(?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:je sors|je couche|je suis|je vis une histoire|j'ai une (?:liaison|aventure|relation|histoire)) avec "
    r"(?:mon |ma |un |une )?(?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)je suis amoureu(?:x|se) (?:de mon|de ma|d'un|d'une) (?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:ich date|(?:ich )?treffe mich (?:heimlich )?mit|schlafe mit|habe was mit|hab was mit|habe eine beziehung mit|"
    r"bin verliebt in) (?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:ich )?bin (?:\w+ )?mit (?:" + _BOSS + r"|" + _MARRIED + r")(?: \w+)? zusammen(?!\w)",
    r"(?<!\w)(?:sypiam|mam romans|romansuję|jestem w związku|jestem związan\w*|kręcę|zakochał\w* się|jestem zakochan\w*) "
    r"(?:z|w) (?:moim |moją |\w+ )?(?:" + _BOSS + r"|" + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:spotykam się|spotykamy się|widuję się) (?:potajemnie |w tajemnicy )?z (?:\w+ )?" + _MARRIED + r"(?!\w)",
    r"(?<!\w)(?:сплю|у мене роман|у меня роман|в мене роман|маю роман|закохал\w* (?:в|у)|закохан\w* (?:в|у)|"
    r"влюбил\w* в|влюблен\w* в) (?:з |із |с )?(?:моїм |моєю |моим |моей |своїм |своим )?(?:" + _BOSS + r"|"
    + _MARRIED + r")(?!\w)",
    r"(?<!\w)(?:зустрічаюся|зустрічаємося|встречаюсь|встречаемся|бачуся|вижусь) (?:таємно |тайно )?(?:з|із|с) "
    r"(?:\w+ )?" + _MARRIED + r"(?!\w)",
]
# the same told about a relative, a friend or a neighbour: "ma sœur trompe son mari", "mi hermana sale con un hombre
# casado", "сестра зустрічається з одруженим", "my friend is seeing a married guy"
_SOMEONE = (
    r"(?:(?:my |our )?(?:sister|brother|mum|mom|dad|mother|father|friend|best friend|cousin|aunt|uncle|neighbou?r|"
    r"colleague|co-?worker|boss|son|daughter|flatmate|roommate)|she|he|"
    r"(?:moja |mój |nasza |nasz )?(?:siostra|brat|mama|tata|przyjaciółka|przyjaciel|kuzynka|kuzyn|ciocia|wujek|"
    r"sąsiadka|sąsiad|koleżanka|kolega|szef|szefowa|córka|syn|ona|on)|"
    r"(?:meine |mein |unsere |unser )?(?:schwester|bruder|mutter|vater|freundin|freund|cousine|cousin|tante|onkel|"
    r"nachbarin|nachbar|kollegin|kollege|chef|chefin|tochter|sohn|sie|er)|"
    r"(?:mi )?(?:hermana|hermano|madre|padre|amiga|amigo|prima|primo|tía|tío|vecina|vecino|compañera|compañero|jefa|"
    r"jefe|hija|hijo|ella|él)|"
    r"(?:ma |mon )?(?:sœur|soeur|frère|mère|père|amie|ami|copine|copain|cousine|cousin|tante|oncle|voisine|voisin|"
    r"collègue|patronne|patron|fille|fils|elle|il)|"
    r"(?:моя |мій |мой |наша |наш )?(?:сестра|брат|мама|тато|подруга|друг|тітка|дядько|сусідка|сусід|колега|"
    r"начальниця|начальник|донька|син|вона|він|она|он|соседка|сосед|тётя|дядя|дочь|сын))"
)
_THEIR_PARTNER = (r"(?:(?:son|sa) (?:mari|femme|copain|copine|compagnon|compagne|fiancée?)|"
                  r"a su (?:marido|mujer|esposo|esposa|novio|novia|pareja)|"
                  r"(?:seine|ihre|ihren|seinen) (?:frau|mann|freundin|freund|partnerin|partner|verlobte|verlobten))")
_RELATIONSHIP += [
    r"(?<!\w)" + _SOMEONE + r"\s+(?:\w+\s+){0,2}?(?:(?:is|'s|has been|was) (?:secretly )?(?:dating|seeing|sleeping with|"
    r"having an affair with|in a relationship with|hooking up with|with)|(?:spotyka się|sypia|ma romans|jest w związku|"
    r"kręci) z|(?:trifft sich (?:heimlich )?mit|schläft mit|hat (?:was|eine affäre|ein verhältnis|eine beziehung) mit|"
    r"datet)|(?:sale|está saliendo|se acuesta|se ve|tiene una (?:relación|aventura|lío)|está liad[oa]) con|(?:sort|"
    r"couche|a une (?:liaison|aventure|relation|histoire)) avec|(?:зустрічається|спить|має роман|встречается|спит) "
    r"(?:з|із|с))\s+(?:\w+\s+)?" + _MARRIED + r"(?!\w)",
    r"(?<!\w)" + _SOMEONE + r"\s+(?:\w+\s+){0,2}?(?:trompe|trompait|a trompé|engaña|engañó|engañaba|le pone los cuernos|"
    r"le es infiel|betrügt|betrog)\s+" + _THEIR_PARTNER + r"(?!\w)",
    r"(?<!\w)" + _SOMEONE + r"\s+(?:geht|ging) (?:\w+ ){0,2}?fremd(?!\w)",
]
# seeing someone in secret, a lover named as such, falling for someone else
_SURPRISE = (r"(?![^.!?\n]*(?:surprise|überrasch|sorpresa|niespodzian|сюрприз|party|geburtstag|birthday|fiesta|fête|"
             r"geschenk|gift|regalo|cadeau|prezent|подарун|подарок))")
_RELATIONSHIP += [
    r"(?<!\w)(?:secretly (?:seeing|dating|sleeping with|meeting up with)|(?:seeing|dating|sleeping with) (?:\w+ )?in secret)"
    r" (?:someone|somebody|him|her|a (?:guy|girl|man|woman)|my ex|an ex|a colleague|a co-?worker)(?!\w)" + _SURPRISE,
    r"(?<!\w)(?:(?:viéndome|me veo|nos vemos|quedo|quedamos|salgo|estoy saliendo) con (?:\w+ ){0,2}?a escondidas|"
    r"a escondidas (?:me veo|quedo|salgo|nos vemos))(?!\w)" + _SURPRISE,
    # (round 46) "estoy con otra persona a escondidas de mi marido", "estoy con un compañero de trabajo a escondidas ...
    # y los dos estamos casados": being with someone hidden from the writer's partner, or both married
    r"(?<!\w)(?:estoy|ando|sigo|llevo (?:\w+ )?\w+) con (?:\w+ ){1,4}?a escondidas (?:de (?:mi|mí) (?:marido|mujer|esposo|"
    r"esposa|pareja|novio|novia)|[^.!?\n]{0,50}?(?:casad[oa]s?|mi marido|mi mujer|mi pareja))(?!\w)" + _SURPRISE,
    r"(?<!\w)(?:je (?:le|la) (?:vois|retrouve) (?:\w+ )?en cachette|on se voit en cachette|en cachette (?:je (?:le|la) "
    r"vois|on se voit))(?!\w)" + _SURPRISE,
    r"(?<!\w)(?:potajemnie (?:spotykam|widuję|sypiam|spotykamy)|(?:spotykam|widuję|spotykamy) się (?:\w+ )?potajemnie|"
    r"w tajemnicy przed (?:mężem|żoną|partnerem|partnerką|chłopakiem|dziewczyną|narzeczon\w*))(?!\w)" + _SURPRISE,
    r"(?<!\w)(?:treffe mich (?:\w+ )?heimlich mit|heimlich (?:treffe ich mich|date ich)|hinter dem rücken (?:meines|meiner) "
    r"(?:mannes|frau|freundes|freundin|partners|partnerin))(?!\w)" + _SURPRISE,
    r"(?<!\w)(?:таємно (?:зустрічаюся|бачуся|зустрічаємося)|(?:зустрічаюся|бачуся) (?:\w+ )?таємно|"
    r"тайно (?:встречаюсь|вижусь|встречаемся)|(?:встречаюсь|вижусь) (?:\w+ )?тайно)(?!\w)" + _SURPRISE,
    r"(?<!\w)(?:my|mój|moja|mein|meine|mi|mon|ma|мій|моя|мой) (?:lover|kochanek|kochanka|liebhaber|geliebte|geliebter|"
    r"amante|amant|maîtresse|коханець|коханка|любовник|любовница)(?!\w)(?! de lady)",
    r"(?<!\w)(?:zakochał\w* się w (?:innym|innej)|закохал\w* (?:в|у) (?:іншого|іншу)|влюбил\w* в (?:другого|другую)|"
    r"in (?:einen anderen|eine andere) verliebt|verliebt in (?:einen anderen|eine andere)|enamorad[oa] de otr[oa]|"
    r"tombée? amoureu(?:x|se) d'un(?:e)? autre|fallen (?:in love )?(?:for|with) someone else|"
    r"in love with someone else)(?!\w)",
]
# an affair of the writer's own with someone else's partner: "ich hab was mit dem Mann meiner besten Freundin", "tengo
# algo con el marido de mi amiga", "je couche avec la femme de mon collègue", "я сплю с мужем
# подруги" (the partner of a third person, named by whose partner they are)
_RELATIONSHIP += [
    r"(?<!\w)(?:ich (?:hab|habe|hatte) (?:was|etwas|eine affäre|ein verhältnis)|ich schlafe) mit (?:dem|der)"
    r" (?:ehe)?(?:mann|frau|freund|freundin|partner|partnerin|verlobten) (?:meiner|meines|unserer|unseres)(?!\w)"
    r"(?![^.!?\n]{0,40}(?:besprochen|geklärt|vereinbart|ausgemacht|abgesprochen|zu tun|zu klären|geplant|organisiert))",
    r"(?<!\w)(?:(?:tengo|tuve) (?:algo|un lío|un rollo|una aventura|un affaire)|me acuesto|me lío|estoy liad[oa]) con"
    r" (?:el|la) (?:marido|mujer|esposo|esposa|novio|novia|pareja) de(?!\w)",
    r"(?<!\w)(?:j'ai (?:une liaison|une aventure|un truc|une histoire)|je couche) avec"
    r" (?:le|la) (?:mari|femme|copain|copine|compagnon|compagne|fiancée?) d(?:e|u|')",
    r"(?<!\w)(?:у мене роман|у меня роман|у мене інтрижка|у меня интрижка|я сплю|я зустрічаюся|я встречаюсь) (?:з|із|с)"
    r" (?:чоловіком|дружиною|хлопцем|дівчиною|мужем|женой|парнем|девушкой) (?:моєї |моей |мого |моего |своєї |своей )?"
    r"(?:подруги|сестри|сестры|колеги|коллеги|сусідки|соседки|кузини|кузины|шефа|начальни\w+|друга|брата|"
    r"знайомої|знакомой)(?!\w)",
]
# one pattern, compiled once, for the whole family (a first message compiles what its areas reach: test_lazy_compile)
RELATIONSHIP_STRONG = [r"(?<!\w)(?:" + "|".join(p.removeprefix(r"(?<!\w)") for p in _RELATIONSHIP) + ")"]
RELATIONSHIP_TRIGGERS = (  # rare words only: each one opens the area's patterns for the whole message
    "trompe trompé trompais engaño engañé engañaba engañado engañando cuernos infiel betrüge betrog betrogen "
    "fremd fremdgegangen secretly escondidas cachette potajemnie tajemnicy heimlich таємно тайно lover kochanek "
    "kochanka liebhaber geliebte geliebter amante amant maîtresse коханець коханка любовник любовница "
    "zakochałam zakochałem zakochała zakochał закохалась закохався влюбилась влюбился verliebt enamorado enamorada "
    "amoureuse amoureux relationship сплю спить "
    "married żonatym żonaty żonatego żonatych zamężną zamężnej mężatką mężatki verheirateten verheiratete "
    "verheirateter casado casada marié mariée одруженим одруженого одружений одруженою заміжньою заміжня "
    "женатым женатого женатый замужней замужняя trompait engaña engañó betrügt "
    "hab habe hatte liaison lío rollo aventura couche роман интрижка інтрижка marido esposa esposo"
).split()

# ---------------------------------------------------------------- health

_ABBR = r"(?:ms|sm|rzs|sep|copd|pochp|bpco|epoc|хобл|хозл)"
_NOT_ABBR = (r"(?![\-/])(?!\.\w)(?!\s+(?:teams|word|office|excel|access|sql|outlook|edge|paint|dos|project|visio|windows|"
             r"account|konto|compte|cuenta|lizenz|licen[cs]e|licencj\w*|abo\w*|premium|card|karte|kart\w*|"
             r"\d))")
_HEALTH = [
    # the short names of multiple sclerosis, rheumatoid arthritis and COPD: "I have MS", "mam SM", "j'ai une SEP"
    r"(?<!\w)(?:i have|i've got|i've had|i got|diagnosed with|i live with|living with|ich habe|ich hab|habe|hab|"
    r"mam|choruję na|j'ai une|j'ai la|j'ai|tengo|padezco|у мене|у меня)\s+" + _ABBR + r"(?!\w)" + _NOT_ABBR,
    r"(?<!\w)(?:my|meine|moje|mój|moja|mon|ma|mi)\s+" + _ABBR + r"(?:'s)?\s+(?:is|was|has|keeps|got|gets|"
    r"flare\w*|relaps\w*|symptom\w*|attack\w*|meds|medication|nurse|neurologist|diagnosis|ist|schub\w*|"
    r"rzut\w*|objaw\w*)(?!\w)",
    r"(?<!\w)(?:rzut\w*|schub|poussée) (?:" + _ABBR + r"|stwardnienia)(?!\w)",
    r"(?<!\w)(?:wegen|because of|due to|z powodu|por|à cause de|через) (?:meiner |my |mojego |mojej |mi |ma |mon |моєї |мого )?"
    + _ABBR + r"(?!\w)" + _NOT_ABBR,
    # a pregnancy told by its week: "estoy de 9 semanas", "jestem w 12. tygodniu", "bin in der 20. SSW"
    r"(?<!\w)(?:bin|ist) (?:jetzt )?in der \d{1,2}\.? (?:ssw|schwangerschaftswoche)(?!\w)",
]
HEALTH_STRONG = [r"(?<!\w)(?:" + "|".join(p.removeprefix(r"(?<!\w)") for p in _HEALTH) + ")",
                 # a pregnancy told by its week, run where its first word is ("estoy", "jestem", "jest")
                 r"\b(?:estoy|jestem|jest) (?:de \d{1,2} semanas(?!\w)(?! de\b)|w \d{1,2}\.? tygodniu(?! (?:\w+ )?(?:"
                 r"realizacji|projektu|sprintu|kursu|pracy|urlopu|szkolenia|diety|treningu|nauki|remontu)))",
                 r"\bmi (?:mujer|esposa|pareja|novia|hija|hermana) está de \d{1,2} semanas(?!\w)(?! de\b)"]
HEALTH_TRIGGERS = ["ms", "sm", "rzs", "sep", "copd", "pochp", "bpco", "epoc", "хобл", "хозл", "ssw", "schwangerschaftswoche"]
HEALTH_TERMS = [
    # cancers
    "melanom", "melanoms", "mélanome", "меланом*", "lymphom", "lymphoms", "linfoma", "lymphome", "лімфом*",
    "лимфом*",
    # thyroid
    "hypothyroïdie", "hyperthyroïdie", "hipotiroidismo", "hipertiroidismo", "гіпотиреоз*", "гипотиреоз*",
    "гіпертиреоз*", "гипертиреоз*", "тиреоїдит*", "тиреоидит*", "хашимото",
    # multiple sclerosis, rheumatic and autoimmune diseases
    "розсіяний склероз", "розсіяного склерозу", "рассеянный склероз", "рассеянного склероза", "multiple sklerose",
    "stwardnienia rozsianego", "rheumatoid arthritis", "rheumatoide arthritis", "polyarthrite", "artritis reumatoide",
    "reumatoidalne zapalenie stawów", "ревматоїдний артрит", "ревматоидный артрит", "łuszczyc*", "schuppenflechte",
    "псоріаз*", "псориаз*", "toczeń", "toczniem", "tocznia", "вовчак*", "волчанк*", "fibromialgi*", "fibromyalgie",
    "фіброміалгі*", "фибромиалги*", "celiaki*", "zöliakie", "celiaquía", "celíaca", "celíaco", "cœliaque",
    "coeliaque", "целіакі*", "целиаки*", "хвороба крона", "хворобу крона", "болезнь крона", "endometriose",
    "endométriose", "ендометріоз*", "эндометриоз*",
    # heart, lungs, kidneys, blood
    "herzinsuffizienz", "niewydolność serca", "insuficiencia cardíaca", "insuffisance cardiaque",
    "серцева недостатність", "heart failure", "arytmi*", "herzrhythmusstörung*", "arritmia", "arythmie", "аритмі*",
    "аритми*", "infarctus", "niewydolność nerek", "niereninsuffizienz", "insuficiencia renal", "insuffisance rénale",
    "ниркова недостатність", "почечная недостаточность", "kidney failure", "zakrzepic*", "thrombose", "trombosis",
    # German compounds of "Krebs", a diabetic, dementia, incontinent (not the pads' "incontinence"), a wheelchair, a disability grade, gambling
    "prostatakrebs", "darmkrebs", "lungenkrebs", "hautkrebs", "blutkrebs", "magenkrebs", "hodenkrebs",
    "eierstockkrebs", "gebärmutterhalskrebs", "bauchspeicheldrüsenkrebs", "leberkrebs", "nierenkrebs", "blasenkrebs",
    "schilddrüsenkrebs", "multipler sklerose", "diabétique", "diabétiques", "diabetyk", "diabetyczk*", "diabético",
    "diabética", "otępieni*", "incontinent", "inkontinent", "incontinente", "nietrzymanie moczu",
    "нетримання сечі", "недержание мочи", "wheelchair", "rollstuhl", "silla de ruedas", "fauteuil roulant",
    "wózku inwalidzkim", "wózek inwalidzki", "інвалідному візку", "инвалидной коляске", "grad der behinderung", "gdb",
    "stopień niepełnosprawności", "grado de discapacidad", "група інвалідності", "группа инвалидности",
    "spielsucht", "spielsüchtig", "glücksspielsüchtig", "ludopatía", "ludópata", "ігроман*", "лудоман*",
    "troubles alimentaires", "trouble alimentaire", "tca",
    "тромбоз*", "demenz", "demencia", "démence", "demencj*", "hépatite", "подагр*", "dna moczanowa", "gicht", "asthme", "asma", "сдвг",
]

# kinship words said like a name mean the writer's own relative, with no "my" ("Oma hat Demenz", "mamie a un cancer",
# "la abuela tiene alzhéimer"): a sentence with one is about a person (disclosures._scan, as people.RELATIVES)
RELATIVES = frozenset("oma opa mama papa mutti vati omi opi mamie papi mémé pépé maman mamá papá abuela abuelo "
                      "abuelita abuelito nan nana grandma grandpa granny gran aunt auntie uncle tante onkel tía tío "
                      "tatie tonton тітка дядько тётя дядя".split())

# ---------------------------------------------------------------- beliefs

_QUAL = (r"(?:practising |practicing |devout |observant |gläubige[rs]? |praktizierende[rs]? |praktykując\w* |wierząc\w* |"
         r"pobożn\w* |practicante |creyente |devot[oa] |pratiquante? |croyante? |віруюч\w* |верующ\w* )?")
_FAITH_NOUN = (r"(?:muslim|jew|catholic|hindu|sikh|jehovah's witness|mormon|muslima|muslimin|katholikin|katholik|jüdin|jude|"
               r"zeuge jehovas|zeugin jehovas|muzułman\w*|katoli(?:k|czka)|żyd|żydówka|prawosławn\w*|świadek jehowy|"
               r"musulmán|musulmana|judí[oa]|católic[oa]|testigo de jehová|musulmane?|juive?|catholique|"
               r"témoin de jéhovah|мусульман\w*|католи(?:к|чка)|православн\w*|юде(?:й|йка)|иуде(?:й|йка)|свідок єгови|"
               r"свидетель иеговы)")
_BELIEFS = [
    # a German union named with its dot: "ich bin bei ver.di", "er ist in der IG Metall"
    r"(?<!\w)(?:bin|sind)\s+(?:\w+\s+){0,3}?(?:bei|in)\s+(?:der\s+)?(?:ver\.di|ig[ -]metall|ig[ -]bce|"
    r"ig[ -]bau)(?!\w)(?!\s+(?:zu gast|vorbei|angerufen|anrufen))",
    # "я состою в КПРФ", "перебуваю в партії", "числюсь у профспілці"
    r"(?<!\w)(?:состою|перебуваю|числюсь|числюся) (?:в|у) (?:\w+ )?(?:партії|партии|кпрф|лдпр|единой россии|яблоке|"
    r"слузі народу|європейській солідарності|батьківщині|профспілці|профсоюзе)(?!\w)",
    # a Jehovah's Witness in Ukrainian / Russian: "я член Свідків Єгови", "мама — свидетельница Иеговы"
    r"(?<!\w)(?:я|мама|тато|батько|мати|брат|сестра|папа|отец|мать)\s+(?:\w+\s+){0,2}?(?:свідк\w*|свидетел\w*)\s+"
    r"(?:єгови|иеговы)(?!\w)",
    # a member of a German union or party named as such: "als ver.di-Mitglied", "mein Kollege ist AfD-Mitglied"
    r"(?<!\w)(?:als|ist|bin|sind|war|seit)\s+(?:\w+\s+)?(?:ver\.di|verdi|ig[ -]metall|ig[ -]bce|gew|afd|cdu|csu|spd|fdp|"
    r"grünen|linke|bsw|gewerkschafts|partei)-?mitglied\w*(?!\w)",
    r"(?<!\w)(?:sind|ist|bin)\s+(?:\w+\s+)?(?:in die|der)\s+(?:gewerkschaft\s+)?(?:ver\.di|verdi|ig metall|ig bce|gew)\s+"
    r"(?:eingetreten|beigetreten)(?!\w)",
    r"(?<!\w)(?:in|bei) der (?:ig metall|gewerkschaft|gew|ig bce)\s+(?:sind|ist|waren|war)(?!\w)",
    r"(?<!\w)(?:in|bei) ver\.di\s+(?:sind|ist|waren|war)(?!\w)",
    # joining a union by its name: "two of my drivers just joined Unite", "zapisałam się do ver.di"
    r"(?<!\w)(?:joined|signed up (?:to|with)) (?:the )?(?:unite|unison|gmb|rmt|ucu|usdaw|cwu|nasuwt|neu|pcs|bma|rcn|aslef|"
    r"teamsters|seiu|uaw)(?!\w)(?! (?:the|a|an|talks|forces)\b)",
    r"(?<!\w)(?:zapisał\w*|wstąpił\w*|należ\w*) (?:się )?do (?:ver\.di|verdi|ig metall|unite|unison|gmb|cgt|cfdt|ccoo|ugt|"
    r"nszz|solidarności|opzz|znp|ozzl|związku zawodowego)(?!\w)",
    r"(?<!\w)założył\w* (?:u nas |w firmie |w pracy )?(?:komisję zakładową|związek zawodowy|organizację związkową)(?!\w)",
    # a French union post: "ma collègue est déléguée CGT", "délégué syndical FO"
    r"(?<!\w)(?:est|suis|sont|était|étais) (?:\w+ )?(?:délégué|déléguée|délégués|élu|élue|représentant|représentante|"
    r"adhérent|adhérente|militant|militante|syndiqué|syndiquée)(?: syndical\w*| du personnel)? (?:à la |au |de la |du |"
    r"chez )?(?:cgt|cfdt|fo|sud|unsa|cfe-cgc|cftc|fsu)(?!\w)",
    # a party's member, the party unnamed: "el abuelo fue militante del partido comunista"
    r"(?<!\w)(?:fue|es|era|ha sido|soy) (?:\w+ )?(?:militante|afiliad[oa]|miembro) (?:del|de un|de) partido(?!\w)",
    # a conversion, told by the convert: "przechodzę z islamu na katolicyzm", "я перейшов у протестантизм"
    r"(?<!\w)(?:przechodzę|przeszłam|przeszedłem|przechodzimy|przeszliśmy)(?: z \w+)? na (?:katolicyzm|islam|judaizm|"
    r"prawosławie|protestantyzm|buddyzm|hinduizm|luteranizm|kalwinizm|wiarę)(?!\w)",
    r"(?<!\w)(?:перейш\w*|переш\w*|перехожу|перейду)\s+(?:у|в|до)\s+(?:протестантизм|католицизм|іслам|ислам|юдаїзм|"
    r"иудаизм|православ'я|православие|буддизм|греко-католик\w*|протестант\w*|баптист\w*|п'ятидесятник\w*|"
    r"свідк\w* єгови|свидетел\w* иеговы|католик\w*|мусульман\w*)(?!\w)",
    r"(?<!\w)(?:muslim|muslima|katholik|katholikin|christ|christin|jude|jüdin|buddhist|buddhistin|hindu) geworden(?!\w)",
    # a relative's or the writer's faith as a noun: "Бабуся греко-католичка", "jako prawosławna nie pracuję"
    r"(?<!\w)(?:я|бабуся|дідусь|мама|тато|батько|мати|брат|сестра|бабушка|дедушка|отец|мать|babcia|dziadek|mama|tata|"
    r"brat|siostra)\s+(?:[—–-]\s+|jest\s+|є\s+)?(?:греко-католи\w*|католи(?:к|чка)|православн\w*|мусульман\w*|"
    r"юде(?:й|йка)|иуде(?:й|йка)|протестант\w*|баптист\w*|muzułman\w*|prawosławn\w*|katoli(?:k|czka)|"
    r"grekokatoli\w*|protestant\w*)(?!\w)",
    # "as a practising Muslim, I ...", "jako prawosławna nie pracuję", "como testigo de Jehová no acepto": the faith
    # of the one speaking (the next words are theirs), not a definition ("como católico se entiende ...")
    r"(?<!\w)(?:as a|as an|als|jako|como|en tant que|як|как)\s+" + _QUAL + _FAITH_NOUN
    + r"(?:\s+pratiquante?)?,?\s+(?:(?:i|i'm|i've|my|ich|je|j'|yo|я|мені|мне)(?!\w)|\w+ ich(?!\w)|"
    # (round 42: any Polish first-person verb in -ę after "nie": "Jako Świadek Jehowy nie zgodzę się na transfuzję")
    r"(?:no |nie )?(?:[^\W\d_]+(?:o|m)|pracuję|piję|mogę|chcę|obchodzę|świętuję|chodzę|modlę|poszczę|uznaję|noszę|"
    r"(?<=nie )[^\W\d_]{2,}ę)(?!\w)"
    r"(?<!\bjako)(?<!\bcomo))",
    # a relative who is a member of a party: "my dad is a member of the Communist Party"
    r"(?<!\w)(?:my|our) (?:\w+ )?(?:mother|mom|mum|father|dad|parents|sister|brother|son|daughter|wife|husband|"
    r"partner|boyfriend|girlfriend|grandma|grandmother|grandpa|grandfather|uncle|aunt) (?:is|was|has been) (?:a |an )?"
    r"(?:\w+ )?(?:member|activist|councillor|candidate) (?:of|for) (?:the )?(?:[\w'-]+ ){0,3}party(?!\w)"
    r"(?! (?:planning|committee|games?|bus|shop|supplies)\b)",
]
BELIEFS_STRONG = [r"(?<!\w)(?:" + "|".join(p.removeprefix(r"(?<!\w)") for p in _BELIEFS) + ")"]
BELIEFS_TRIGGERS = (  # rare words only (not "partido", "sud", "geworden"): each opens the area's patterns
    "ver.di-mitglied afd-mitglied parteimitglied gewerkschaftsmitglied eingetreten beigetreten metall gewerkschaft "
    "unite unison gmb rmt ucu usdaw cwu nasuwt teamsters seiu uaw zapisałam zapisałem wstąpiłam wstąpiłem "
    "komisję cgt cfdt unsa cftc fsu militante afiliado afiliada przechodzę przeszłam przeszedłem перейшов перейшла "
    "перейшли перехожу греко-католичка греко-католик православна православний православная православный "
    "католичка католик мусульманин мусульманка prawosławna prawosławny katoliczka katolik muzułmanin muzułmanka "
    "practising practicing devout muslim muslima catholic jew jehovah's musulmán musulmana testigo musulman "
    "musulmane juive juif catholique témoin свідків свідок свідком свідки свидетелей свидетель свидетельница "
    "metall bce bau состою перебуваю числюсь числюся кпрф лдпр партії партии профспілці профсоюзе"
).split()

SEXUALITY_STRONG: list[str] = []
SEXUALITY_TRIGGERS: list[str] = []
FINANCE_STRONG: list[str] = []
FINANCE_TRIGGERS: list[str] = []
ETHNICITY_STRONG: list[str] = []
ETHNICITY_TRIGGERS: list[str] = []


# Per merged pattern, the literals one of which every match holds: disclosures._need_of cannot work them out from so
# large a pattern and would run it on every message of its area (test_round16_rzg.py checks them against the parts).
NEEDS: dict[str, tuple[str, ...]] = {
    RELATIONSHIP_STRONG[0]: (
        'habe eine beziehung mit', 'le pongo los cuernos', 'le pone los cuernos', 'le puse los cuernos',
        'abteilungsleiter', 'verliebt in eine', 'je couche avec', 'me acuesto con', ' someone else', 'зустрічаємося',
        'a escondidas', 'habe was mit', 'hinter dem r', 'le es infiel', 'spotykamy si', 'verheiratete',
        'vorgesetzten', 'в мене роман', 'у мене роман', 'у меня роман', 'en cachette', 'hab was mit', 'je retrouve',
        'je trompais', 'schlafe mit', 'spotykam si', 'treffe mich', 'treffen uns', 'встречаемся', 'зустрічаюся',
        'potajemnie', 'sehe meine', 'soy infiel', 'supervisor', 'встречаюсь', ' verliebt', ' zusammen', 'heimlich ',
        'in secret', 'liebhaber', 'secretly ', 'team lead', 'любовница', 'маю роман', ' amoureu', 'director',
        'enamorad', 'geliebte', 'having a', 'ich date', 'kierowni', 'kochanek', 'kochanka', 'married ', 'quedamos',
        'trompait', 'бачимося', 'коханець', 'любовник', 'начальни', ' в друг', 'je vois', 'manager', 'me veo ',
        'zakocha', 'видимся', 'влюблен', 'закохал', 'закохан', 'керівни', 'коханка', 'одружен', ' avec ', 'dating',
        'patron', 'quedo ', 'seeing', 'sypiam', 'tresse', 'trompe', 'trompé', 'бачуся', 'вижусь', 'влюбил', 'замужн',
        'заміжн', 'таємно', ' con ', 'amant', 'casad', 'fremd', 'lover', 'rieur', 'veo a', 'widuj', 'женат', 'тайно',
        'betr', 'boss', 'chef', 'enga', 'mari', 'meet', 'onat', 'prze', 'szef', 'with', 'сплю', 'atk', 'jef', 'n+1',
        'zam', 'шеф',
        # (round 17: an affair with someone else's partner)
        ' mit de', 'нтрижка',
    ),
    HEALTH_STRONG[0]: (
        'diagnosed with', 'i live with', 'living with', 'because of', ' cause de', "i've got", "i've had",
        'z powodu', 'in der ', 'padezco', 'choruj', 'due to', 'i have', 'у мене', 'у меня', 'i got', 'pochp',
        'pouss', 'schub', 'tengo', 'wegen', 'через', 'bpco', 'copd', 'epoc', "j'ai", 'rzut', 'хобл', 'хозл', 'hab',
        'mam', 'por', 'rzs', 'sep', 'ms', 'sm',
    ),
    BELIEFS_STRONG[0]: (
        'zek zawodowy', 'beigetreten', 'eingetreten', 'en tant que', 'organizacj', 'signed up ', 'православн',
        'протестант', ' geworden', 'мусульман', 'перебуваю', ' partido', 'mitglied', ' ver.di', 'баптист', 'ерехожу',
        'числюсь', 'числюся', 'joined', 'katoli', 'komisj', 'prawos', 'ерейду', 'иеговы', 'католи', 'состою',
        ' der ', 'party', 'ерейш', 'иудей', 'єгови', ' na ', 'as a', 'como', 'jako', 'muzu', 'sind', 'sont', 'suis',
        'tais', 'tait', 'ереш', 'юдей', 'als', 'bin', 'do ', 'est', 'как', 'як',
    ),
}
