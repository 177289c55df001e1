"""Third round: more money and relationship disclosures, which were thin."""
from bzza_gen import *
def R(l, k, c, n, t): E(l, 'red', k, c, n, t)

R('pl', 'finance', 'salary', "own income", "Dorabiam na emeryturze jako woźna w szkole, 1 900 zł na umowę-zlecenie, plus emerytura 2 650. Czy muszę to zgłosić do ZUS-u, żeby mi nie zabrali?")
R('pl', 'finance', 'debt', "bailiff and debt", "Komornik zajął mi część emerytury za długi po zmarłym mężu, zostaje mi 1 600 zł. Czy tak może być, skoro ja nic nie podpisywałam?")
R('en', 'finance', 'income', "own income and savings", "I've got 41,000 in premium bonds and the state pension of 221 a week. My daughter says I should give her some now to avoid inheritance tax. Is that wise?")
R('en', 'relationship', 'bereavement-trauma', "child's suicide", "My son took his own life eleven years ago this Christmas. Every December I can barely get out of bed. How do other parents cope?")
R('de', 'finance', 'debt', "overdraft debt", "Mein Dispo steht bei minus 4.300 Euro und die Bank hat ihn jetzt gekündigt. Mit meiner kleinen Witwenrente komme ich da nicht raus.")
R('de', 'relationship', 'war-trauma', "childhood trauma", "Als Kind habe ich die Flucht aus Ostpreußen erlebt und meine Mutter ist unterwegs gestorben. Erst jetzt kann ich darüber reden. Gibt es Gruppen für Kriegskinder?")
R('es', 'finance', 'salary', "own income", "Cobro 1.120 euros de pensión y mi marido 980, y pagamos 600 de la hipoteca de la casa de mi hija. ¿Nos podemos desgravar algo?")
R('es', 'relationship', 'abuse', "past abuse at school", "En el colegio de monjas nos pegaban y a mí me encerraban en un cuarto oscuro. Tengo 75 años y no se lo he contado a nadie. ¿Hay asociaciones de víctimas?")
R('fr', 'finance', 'debt', "rent arrears", "J'ai 3 200 euros d'impayés de loyer à l'office HLM depuis que mon mari est parti. Ils parlent d'expulsion au printemps. Que faire ?")
R('fr', 'relationship', 'affair', "secret relationship", "Depuis la mort de ma femme je vois en cachette la voisine du dessous, mes enfants ne l'accepteraient pas. Faut-il leur dire ?")
R('uk', 'finance', 'debt', "loan debt", "Я взяла кредит у мікрофінансовій на ліки, 12 тисяч, а тепер повернути треба майже 30. Колектори дзвонять щодня.")
R('uk', 'relationship', 'war-trauma', "occupation trauma", "Ми пів року прожили в окупації, мого чоловіка забрали на допит і били. Тепер він не спить і мовчить. Куди звернутися по допомогу?")
