LINES = r"""
fr|id|nir|own social security number on a sick leave form|Mon numéro de sécu est {nir:sp}, la CPAM dit qu'elle n'a pas reçu l'arrêt de travail.
fr|id|nir|child's NIR for the mutuelle|Pour rattacher mon fils à la mutuelle : numéro de sécurité sociale {nir}.
fr|id|iban-fr|salary account|Mon nouveau RIB pour la paie : {iban_fr:sp}. Tu peux écrire le mail aux RH ?
fr|id|iban-fr|own IBAN for CAF|La CAF doit verser l'APL sur {iban_fr}, rédige la demande de changement de coordonnées.
fr|id|phone-fr|own mobile for the hospital|Le service de cardiologie doit me rappeler au {phone_fr:nat} pour la coronarographie.
fr|id|fiscal-number|own tax number|Mon numéro fiscal, c'est {spi}, il est sur l'avis d'impôt ; je dois le donner au notaire ?
fr|sec|ameli-login|ameli login and password|Identifiant ameli : mon numéro de sécu, mot de passe {pw}. Télécharge mon attestation de droits.
fr|sec|sms-code|impots.gouv code|Code reçu par SMS pour impots.gouv : {pin6}, valide-le vite.
fr|idt|address-person|own name and address for a fine contest|Je suis Nadia Benali, 7 rue des Tanneurs, 67000 Strasbourg ; rédige une contestation de l'amende reçue pour un excès de vitesse que je n'ai pas commis.
fr|idt|birthdate-person|mother's DOB for APA|Ma mère, Josette Lambert, née le 18/06/1941, a besoin d'un dossier APA.
fr|id|plate-owner|own plate|L'avis de contravention concerne {plate_fr}, ma Clio, mais j'étais à Lyon ce jour-là.
fr|id|passport-fr|own passport|Numéro de passeport {d2}{upper2}{d5}, expiré en mars ; je peux quand même faire le visa ?
fr|id|card|card for a fine|Je paie l'amende avec la carte {card:sp}, cryptogramme 207.
fr|sec|door-code|building code|Le digicode de l'immeuble, c'est {upper1}{pin4}, dis-le à l'infirmière qui passe demain.
fr|sec|wifi-password|office wifi|Le mot de passe wifi du cabinet infirmier est {pw}, note-le pour la remplaçante.
fr|sec|login-password|HR portal|Portail RH : n.benali / {pw}. Récupère mes fiches de paie de 2024.
fr|id|phone-fr|manager's private number|Le numéro perso de ma responsable, Sophie, c'est {phone_fr} ; je lui envoie mon arrêt par SMS ?
fr|id|siret-personal|own auto-entrepreneur SIRET with name|Je suis auto-entrepreneuse, Nadia Benali, SIRET {siret}, et l'URSSAF me réclame des cotisations.
fr|idt|address-person|neighbour address for a police complaint|Mon voisin, Gérard Poulain, 12 allée des Cerisiers, 44300 Nantes, me menace ; aide-moi à rédiger la plainte.
fr|id|iban-be|Belgian account|Ma mutuelle belge doit rembourser sur {iban_be}.
fr|sec|pin|card PIN|Le code de ma carte bleue c'est {pin4}, rappelle-le-moi si j'oublie.
fr|id|nir|husband's NIR on a form|Numéro de sécu de mon mari pour la déclaration : {nir}.
fr|hea|diagnosis|own diagnosis|On m'a diagnostiqué une endométriose sévère et je vais être arrêtée trois semaines.
fr|hea|mental-health|own depression|Je suis sous antidépresseurs depuis le burn-out et mon employeur veut me voir à la médecine du travail.
fr|fin|debt|surendettement|J'ai déposé un dossier de surendettement, j'ai 19 000 € de crédits à la conso.
fr|fin|benefit-refused|refused RSA|La CAF m'a refusé le RSA et me réclame un indu de 2 300 €.
fr|bel|religion|own religion|Je suis musulmane pratiquante et je porte le voile, mon employeur me demande de l'enlever.
fr|bel|trade-union|union membership|Je suis délégué CGT et mon employeur m'a convoqué à un entretien préalable.
fr|sex|sexuality|own sexuality|Je suis bisexuel et je ne l'ai dit à personne au travail.
fr|fin|salary|own payslip|Sur ma fiche de paie : 2 640 € brut, 2 055 € net avant impôt, prélèvement 98 € — c'est normal ?
fr|rel|relationship|own separation|Je me sépare de ma compagne et on doit décider de la garde alternée.
fr|hea|hiv|own HIV status|Je suis séropositif sous traitement, je me demande si la visite médicale d'embauche va le voir.
fr|unc|partial-nir|partial NIR|Mon numéro de sécu commence par 2 85, je n'ai pas la carte sur moi.
fr|unc|symptom|undiagnosed|J'ai des vertiges depuis quelques jours, je n'ai pas encore consulté.
fr|unc|money-worry|possible trouble|Je ne sais pas si je pourrai payer la taxe foncière, on verra en octobre.
fr|unc|undecided|undecided|J'hésite à demander une rupture conventionnelle.
fr|unc|vague-worry|vague worry|J'ai reçu un courrier de la préfecture, je stresse avant de l'ouvrir.
fr|unc|pending-result|pending|J'attends les résultats de la prise de sang, le labo a rappelé.
fr|unc|masked-iban|masked IBAN|Le relevé affiche FR76 **** **** **** **** ***4 512, c'est bien mon compte ?
fr|unc|job-doubt|undecided|Je ne sais pas si je dois accepter le CDD ou attendre un CDI.
fr|unc|possible-fine|possible fine|J'ai peut-être été flashé sur la rocade, je ne suis pas sûr.
fr|lk|company-siren|company SIREN|La clinique Saint-Roch, SIREN {siren}, apparaît sur ma facture — c'est leur numéro d'entreprise ?
fr|lk|company-siret|employer SIRET on a payslip|Le SIRET de l'employeur sur ma fiche de paie est {siret}, l'URSSAF me le demande pour quoi faire ?
fr|lk|office-account|office account|Le Trésor public indique le RIB {iban_fr} pour payer l'amende — c'est bien un compte de la DGFiP ?
fr|lk|public-phone|public hotline|Le 3919 est-il joignable la nuit ?
fr|lk|form-fields|field names|Sur le Cerfa il y a "N° de sécurité sociale", "N° fiscal", "N° allocataire" — lesquels sont obligatoires ?
fr|lk|case-number|case number|Numéro de dossier préfecture 7501-2025-00381, comment suivre l'avancement ?
fr|lk|drug-code|CIP code and dose|Le code CIP 3400930000000 correspond-il au Doliprane 1000 mg ?
fr|lk|icd-general|ICD general|Que signifie le code CIM-10 Z73.0 sur un arrêt maladie ?
fr|lk|template-letter|template|Modèle : « Je soussigné(e) [Nom Prénom], n° de sécurité sociale [_ __ __ __ ___ ___ __] ... » — corrige-le.
fr|lk|public-statistics|statistics|Selon l'Insee le salaire net moyen dans le privé est de 2 735 € — ça inclut les primes ?
fr|lk|isbn|book|Le Code du travail Dalloz, ISBN {isbn}, est-il la dernière édition ?
fr|lk|company-tva|company VAT|Le numéro de TVA de la clinique est {tva_fr}, il faut le mettre sur ma note de frais ?
fr|lk|tracking|tracking|Le numéro de suivi Chronopost du titre de séjour est XY123456789FR, où le suivre ?
fr|lk|invoice|invoice|Facture n° 2025-1147 de l'ostéopathe, ma mutuelle la rembourse ?
fr|lk|clinic-phone|hospital switchboard|Le standard de l'hôpital Pompidou est au 01 56 09 20 00, il y a un service RDV ?
fr|lk|ean|product|Le tensiomètre EAN {ean} est-il remboursé ?
fr|ben|question|general|Combien de temps dure un arrêt après une opération du canal carpien ?
fr|ben|question|general|Comment déclarer un changement de situation à la CAF ?
fr|ben|role|public role|Qui est le Défenseur des droits aujourd'hui ?
fr|ben|cv|CV tip|Comment présenter une reconversion sur un CV ?
fr|ben|contract|contract|Une période d'essai de cadre peut-elle durer huit mois ?
fr|lk|dose|dose|Est-ce que 75 mg de Kardégic par jour c'est une dose standard ?
fr|lk|placeholder-nir|format with letters only|Un NIR s'écrit S AA MM DD CCC OOO KK — explique-moi ce que veut dire chaque bloc.
"""
