LINES = r"""
r|identifier|iban-fr|customer's own account in a direct debit on an energy bill|Facture EDF : « prélèvement sur votre compte {IBAN_FR} le 12/12 », 87,20 €. Pourquoi la mensualité a augmenté ?
g|benign-lookalike|company-siret|supplier's SIRET and VAT on a bill|En bas de la facture : EDF SA, SIRET {SIRET}, TVA intracom. {TVA}. Je dois le recopier quelque part pour résilier ?
r|identifier|nir|own social security number from a Carte Vitale letter|Courrier de l'Assurance Maladie : n° de sécurité sociale {NIR}, attestation de droits jointe. Elle est valable combien de temps ?
g|benign-lookalike|form-field|attestation field labels only|Sur l'attestation de droits il y a « Numéro d'immatriculation » et « Organisme de rattachement » — c'est quoi la différence ?
r|identifier|nir-child|child's NIR on a school insurance form|Fiche de renseignements de l'école : enfant Léo Garnier, rattaché au NIR {NIR}. Il faut quoi d'autre ?
g|benign-lookalike|placeholder-person|blank school form|Fiche de renseignements : « Nom de l'enfant : ……… N° de sécurité sociale : ……… ». Le n° est-il obligatoire ?
r|identifier|phone-fr|own mobile in a complaint to a landlord|Lettre au propriétaire pour la fuite d'eau, logement 3e gauche, joignable au {MOB_FR}. Tu peux la rendre plus ferme ?
g|benign-lookalike|company-phone|property agency's standard|L'agence immobilière indique son standard {FIX_FR} sur le bail. Je peux exiger une réponse écrite ?
r|identity|address-person|named tenant tied to home address in a lease|Bail : « Locataire : Mme Chloé Lambert, domiciliée 18 rue des Tanneurs, 67000 Strasbourg ». Le dépôt de garantie fait deux mois, c'est légal ?
g|benign-lookalike|placeholder-address|lease template|Modèle de bail : « Locataire : [Nom], domicilié(e) [adresse] ». Il faut annexer l'état des lieux ?
r|identifier|spi-tax|own tax number from an avis d'imposition|Avis d'impôt 2026 : numéro fiscal {SPI}, revenu fiscal de référence 31 420 €. J'ai droit au chèque énergie ?
g|benign-lookalike|tax-reference|tax notice reference only|Avis d'impôt, référence de l'avis 26 75 A123456 78, date de mise en recouvrement 31/07. Je paie quand ?
r|identifier|iban-fr-landlord|landlord's private IBAN|Le propriétaire, M. Gérard Petit, m'envoie son RIB perso {IBAN_FR} pour le loyer. Je l'enregistre en virement permanent ?
g|benign-lookalike|company-iban|agency's account presented as such|RIB de l'agence Foncia pour les loyers : {IBAN_FR}, libellé « LOYER + réf. locataire ». Je mets quoi comme référence ?
r|identifier|card|card number in a dispute|Opposition sur ma carte {CARD} après un débit inconnu de 249 €. Aide-moi à écrire à la banque.
g|benign-lookalike|transaction-reference|transaction reference only|Débit inconnu, réf. opération 2611CB9921487, 249 €. Combien de temps pour contester ?
r|health|diagnosis-letter|own diagnosis from a specialist letter|Le compte rendu du cardiologue confirme une insuffisance cardiaque. Je dois le dire à ma mutuelle ?
g|benign|health-question|general question about ALD|C'est quoi une « affection de longue durée » et qui la déclare ?
r|identifier|siret-micro|self-employed user's own SIRET on own invoice|Ma facture de micro-entrepreneuse : Inès Morel, SIRET {SIRET}, « TVA non applicable, art. 293 B du CGI ». C'est complet ?
g|benign-lookalike|company-siren|company SIREN presented as such|Le fournisseur Bureau Plus SAS a le SIREN {SIREN}, RCS Nantes. Comment vérifier qu'il n'est pas en liquidation ?
r|identity|plate-owner|plate tied to named owner in a fine notice|Avis de contravention : véhicule GH-482-TK, titulaire M. Bernard Roux, excès de vitesse de 12 km/h. Il peut désigner sa fille ?
g|benign-lookalike|fine-number|fine notice number only|Avis de contravention n° 9 813 407 221, 135 €, minorée à 90 €. Je paie sur le site de l'ANTAI ?
r|secret|login-password|tax website login|Mon accès impots.gouv : identifiant fiscal et mot de passe {PW}. Garde-le, je l'oublie toujours.
g|benign-lookalike|public-hotline|tax office public number|Le numéro des impôts 0 809 401 401 est-il gratuit depuis un portable ?
r|identifier|phone-fr|doctor's private mobile|La pédiatre m'a donné son portable perso {MOB_FR} pour les résultats du petit. Je peux lui envoyer des photos ?
g|benign-lookalike|clinic-phone|clinic switchboard and FINESS|La clinique indique standard {FIX_FR} et n° FINESS {FINESS} sur le courrier. C'est quoi le FINESS ?
y|uncertain|masked-iban|masked IBAN on a statement|Sur le relevé, un prélèvement depuis FR76 **** **** **** **** 1842, je ne reconnais pas le créancier.
y|uncertain|possible-debt|possible debt from unpaid bill|Je crois que j'ai oublié de payer la cantine ce trimestre, peut-être un rappel va arriver.
r|finance|debt|own overindebtedness|J'ai déposé un dossier de surendettement à la Banque de France, j'ai 23 000 € de crédits conso.
g|benign|finance-question|general question about surendettement|Comment se passe un dossier de surendettement, en général ?
r|identifier|iban-be|own Belgian account for a refund|Remboursement de la caution svp sur mon compte {IBAN_BE}, au nom de Thomas Lejeune.
g|benign-lookalike|public-account|a public body's account in a letter|Le SPF Finances indique dans le courrier son compte {IBAN_BE} et une communication structurée {OGM}. Je dois la recopier telle quelle ?
r|identity|birth-date-person|named person with birth date in insurance letter|Contrat prévoyance : assuré Jean-Marc Fabre, né le 04/06/1966 à Rodez. Tu vérifies la lettre de résiliation ?
g|benign-lookalike|contract-number|insurance contract number only|Contrat n° PRV-2026-0048117, échéance annuelle au 1er mars. Je peux résilier à tout moment avec la loi Hamon ?
r|secret|sms-code|3D Secure code|Le code reçu par SMS pour valider l'achat est {PIN6}, tape-le vite avant qu'il expire.
g|benign-lookalike|isbn|school supply list ISBN|Liste de fournitures : manuel de maths ISBN {ISBN}. L'ancienne édition convient ?
r|identifier|nir-payslip|employee NIR on a payslip|Bulletin de paie : salariée Amandine Roche, n° SS {NIR_F}, net à payer 1 921,33 €. Pourquoi la CSG est si haute ?
g|benign|payslip-question|general payslip question|C'est quoi la différence entre le net à payer et le net imposable ?
r|relationship|letter-disclosure|own separation disclosed|Mon mari est parti avec une collègue, je dois envoyer un courrier à la CAF pour la séparation.
g|benign-lookalike|caf-number|CAF file number without name|Numéro d'allocataire CAF sur le courrier : 2204519. C'est le même que le numéro de dossier ?
r|identifier|phone-be|own phone in an order|Commande de la cuisine équipée, livraison à Liège, mon GSM {MOB_BE}. Peux-tu relire le mail au vendeur ?
g|benign-lookalike|order-number|order confirmation without personal data|Confirmation de commande n° CMD-77420193, délai 6 semaines, acompte 30 %. C'est normal de payer avant ?
r|beliefs|religion-letter|own religion in a school letter|J'écris à l'école pour que ma fille ne mange pas de porc à la cantine, nous sommes musulmans pratiquants.
g|benign|school-question|general question about school canteen|Les cantines scolaires doivent-elles proposer un menu sans viande en France ?
r|identifier|tva-freelance|freelancer's own intra-EU VAT number|Je suis consultant indépendant, mon numéro de TVA intracom est {TVA} ; comment le mettre sur une facture à un client allemand ?
g|benign-lookalike|ean|EAN on an order|Sur le bon de commande : EAN {EAN}, quantité 3. C'est ce code qu'il faut donner au SAV ?
y|uncertain|vague-health|pending results|Le labo doit rappeler pour mes analyses, ils ont dit qu'il y avait « quelque chose à revoir ».
y|uncertain|undecided-step|undecided about contesting|Je ne sais pas si je conteste l'amende ou si je paie pour être tranquille.
r|ethnicity|form-disclosure|own ethnic origin disclosed|Dans la lettre de motivation je dis que je suis d'origine kabyle, est-ce que ça peut me desservir ?
g|benign-lookalike|uuid|reference in an e-mail|Le mail de la préfecture a une référence 2f8c1e9a-71b4-4d3e-8a56-c09b7e2d4f11. C'est le numéro de dossier ?
"""
LINES2 = r"""
r|identifier|iban-fr-payslip|employee's account on a payslip|Bulletin de salaire novembre\nVirement sur le compte du salarié : {IBAN_FR}\nNet payé : 2 104,56 €\nC'est normal que la prime n'apparaisse pas ?
g|benign-lookalike|employer-siret-urssaf|employer SIRET and URSSAF number on a payslip|Bulletin de salaire : employeur Boulangerie Lemaire, SIRET {SIRET}, code NAF 1071C, URSSAF Île-de-France. Le code NAF sert à quoi ?
r|identifier|phone-fr|own mobile in a water bill dispute|Réclamation à Veolia\nContrat eau n° 4471-0920-33\nJe suis joignable au {MOB_FR} entre 18h et 20h.\nTu peux ajouter une phrase sur la fuite après compteur ?
g|benign-lookalike|contract-number-utility|water contract number and public service line|Contrat eau Veolia n° 4471-0920-33, service clients {FIX_FR}. La fuite après compteur est-elle à ma charge ?
r|identifier|nir|husband's NIR in a mutuelle form|Adhésion mutuelle pour mon mari, Karim Benali, n° de sécurité sociale {NIR_M}. Faut-il son RIB aussi ?
g|benign-lookalike|mutuelle-number|mutuelle's organisation number|La carte de mutuelle indique « AMC n° 775659923 » et un numéro de télétransmission. C'est le numéro de la mutuelle ou le mien ?
r|secret|login-password|ameli account credentials|Identifiants ameli : n° de sécu et mot de passe {PW}. Je les mets où pour ne pas les perdre ?
g|benign-lookalike|placeholder-credentials|placeholder in a help article|L'aide ameli montre « Mot de passe : ********** » et « Code provisoire : XXXXXXXX ». Où trouver le code provisoire ?
r|identifier|card|card on a booking confirmation|La confirmation de réservation de l'hôtel affiche ma carte en clair : {CARD}, exp. 11/27. Je leur écris ?
g|benign-lookalike|booking-reference|hotel booking reference|Réservation n° 2 447 190 381 — je peux annuler sans frais jusqu'à la veille ?
r|identity|address-person|named person tied to address in a bailiff letter|Le commissaire de justice a écrit à Mme Sandrine Collet, 5 allée des Peupliers, 44300 Nantes. C'est ma voisine, je lui remets ?
g|benign-lookalike|bailiff-reference|bailiff file reference only|Lettre d'un commissaire de justice, dossier n° 26/01847, « mise en demeure avant poursuites ». C'est déjà un jugement ?
r|identifier|iban-fr|own account for a CAF change|Changement de RIB à la CAF : nouveau compte {IBAN_FR}, ouvert chez Boursorama. Ça prend combien de temps ?
g|benign-lookalike|public-hotline|national public service line|Allô Service Public, le 39 39 — c'est payant depuis l'étranger ?
r|secret|door-code|building entry code in a rental message|Pour l'état des lieux : digicode {PIN}B, 3e étage porte gauche, je laisse la clé chez la gardienne.
g|benign-lookalike|siren-school|school's SIRET presented as such|La facture de cantine vient de la Caisse des écoles, SIRET {SIRET}. Je peux payer par chèque ?
r|identifier|tva-siret-freelance|sole trader's SIRET on own quote|Devis : Hugo Marchand, plombier, SIRET {SIRET}, assurance décennale AXA. Tu relis les conditions de paiement ?
g|benign-lookalike|company-tva|customer company VAT presented as such|Le client, Logistique Rhône SARL, a le n° TVA {TVA}. Je dois facturer HT ou TTC ?
r|identifier|phone-fr|other person's phone on a school letter|Mot pour la maîtresse : en cas de souci appeler la grand-mère, Mme Josiane Vidal, {MOB_FR}.
g|benign-lookalike|school-phone|school switchboard|L'école élémentaire a le {FIX_FR} sur le cahier de liaison. On peut envoyer un SMS ?
y|uncertain|last-digits-nir|partial NIR in a letter|La lettre de la CPAM ne montre que « 1 85 … … … 42 », je ne suis pas sûr que ce soit pour moi.
y|uncertain|possible-fine|possible fine|J'ai peut-être été flashé hier sur la rocade, je ne sais pas encore.
y|uncertain|vague-letter|worry about a tax letter|J'ai reçu un courrier du fisc avec « contrôle » dans l'objet, je ne l'ai pas encore lu en entier.
r|identifier|spi|own tax number in a message to the tax office|Message sécurisé aux impôts : « Numéro fiscal {SPI}, je signale un changement de situation au 1er novembre. » Ça suffit ?
g|benign|tax-question|general question about impots|Comment fonctionne le prélèvement à la source pour un nouveau salarié ?
"""
