/*
 * The catalogue in French (vouvoiement). Names stay as they are: Workcraft, every app name
 * (Contact Management, Deal Flow, Kanban…), template and plan names. Amounts come from the
 * business constants and are written the French way ("10 $ US", "100 000").
 *
 * Glossary
 *   app store            boutique d'apps
 *   app                  application (app in short labels)
 *   workspace            espace de travail
 *   builder plan         forfait Builder; the builder (person) concepteur
 *   workspace builder    le Builder (the tool); app elements éléments d'application
 *   managed subscription abonnement géré
 *   template             modèle
 *   use case             cas d'usage
 *   guest user           utilisateur invité; guest login accès invité
 *   user role            rôle utilisateur
 *   super-admin          super-administrateur
 *   document / record    document / fiche
 *   quote                devis
 *   sales order          commande client
 *   purchase order       bon de commande
 *   invoice              facture; vendor bill facture fournisseur
 *   credit note          avoir
 *   vendor               fournisseur
 *   price list           liste de prix; tier price prix dégressif
 *   receipt (goods)      réception
 *   deal flow            deal flow; deal deal; round tour de table
 *   limited partner      LP (limited partner)
 *   IRR                  TRI
 *   check size           ticket
 *   ownership            participation, taux de détention
 *   kanban board         tableau Kanban; card carte
 *   stand-up check-in    point quotidien
 *   campaign             campagne
 *   free                 gratuit; tier cost "Gratuit"; enterprise tier "Enterprise"
 *   coming soon          Bientôt disponible
 */
import {
  CONTACT_MANAGEMENT_TIERS,
  FREE_TIER_DOCUMENTS,
  MANAGED_SUBSCRIPTION_INCLUDES,
  MEDIA_CLOUD_TIERS,
} from "../../constants/businessConstants";
import {
  appText,
  type CatalogueTranslation,
  type SpecificationsText,
  type TemplateTranslation,
} from "./catalogueTranslation";

/** A count the French way, with a plain space between thousands ("100 000"). */
const count = (value: number) =>
  new Intl.NumberFormat("fr-FR").format(value).replace(/[\u202f\u00a0]/gu, " ");
const dollars = (value: number) => `${count(value)} $ US`;
const FREE = "Gratuit";
const ENTERPRISE = "Enterprise";

/** Most apps: free up to 100 000 documents, enterprise above. */
const documentTiers: SpecificationsText = {
  tier0: { usage: `jusqu'à ${count(FREE_TIER_DOCUMENTS)} documents`, cost: FREE },
  tier1: { usage: `au-delà de ${count(FREE_TIER_DOCUMENTS)} documents`, cost: ENTERPRISE },
};

const { freeBelow, step, pricePerStep, enterpriseAbove } = CONTACT_MANAGEMENT_TIERS;
const contactTiers: SpecificationsText = {
  tier0: { usage: `moins de ${count(freeBelow)} contacts`, cost: FREE },
  tier1: {
    usage: `de ${count(freeBelow)} à ${count(enterpriseAbove)} contacts`,
    cost: `${dollars(pricePerStep)} par tranche de ${count(step)} contacts`,
  },
  tier2: { usage: `au-delà de ${count(enterpriseAbove)} contacts`, cost: ENTERPRISE },
};

const { freeGb, paidFromGb, pricePerGb, enterpriseAboveGb } = MEDIA_CLOUD_TIERS;
const mediaTiers: SpecificationsText = {
  tier0: { usage: `${freeGb} Go`, cost: FREE },
  tier1: {
    usage: `de ${paidFromGb} à ${enterpriseAboveGb} Go`,
    cost: `${dollars(pricePerGb)} par Go`,
  },
  tier2: { usage: `au-delà de ${enterpriseAboveGb} Go`, cost: ENTERPRISE },
};

const templateText: TemplateTranslation = {
  cartSummary: {
    documentsIncludedShort: count(MANAGED_SUBSCRIPTION_INCLUDES.documents),
    storage: `${MANAGED_SUBSCRIPTION_INCLUDES.storageGb} Go`,
  },
};

export const fr: CatalogueTranslation = {
  locale: "fr",
  apps: {
    // Core apps
    dashboards: appText({
      shortDescription:
        "Des graphiques et indicateurs issus des documents de toutes vos applications.",
      description:
        "Des tableaux de bord de graphiques et d'indicateurs issus des documents de chaque application. Dashboards est inclus gratuitement dans chaque espace.",
      fullDescription:
        "Dashboards réunit les chiffres de votre espace de travail sur un seul écran. Chaque graphique ou indicateur lit les documents d'une application que vous utilisez déjà, comme les factures, les deals, les tâches ou les tickets : rien à exporter ni à copier.\n\nChoisissez un type de document, ce qu'il faut compter ou additionner et comment le regrouper, puis placez le graphique sur un tableau de bord. Les indicateurs se mettent à jour à mesure que les documents changent, et un clic sur un graphique ouvre les documents qui se trouvent derrière.\n\nCréez un tableau de bord par équipe ou gardez-en un pour vous. Dashboards est inclus gratuitement dans chaque espace de travail et fonctionne avec toutes les applications que vous installerez ensuite.",
      altTextImage:
        "Un tableau de bord avec un graphique à barres, une courbe et trois indicateurs clés",
      tags: ["tableaux de bord", "graphiques", "rapports", "indicateurs"],
      specifications: documentTiers,
      features: [
        {
          title: "Des graphiques pour chaque application",
          description:
            "Comptez ou additionnez les documents de n'importe quelle application de l'espace et affichez le résultat en barres, en courbe ou en secteurs.",
        },
        {
          title: "Des indicateurs toujours à jour",
          description:
            "Les graphiques lisent directement les documents : chaque indicateur change dès qu'un document est créé ou modifié.",
        },
        {
          title: "Un tableau de bord par équipe",
          description:
            "Disposez graphiques et indicateurs sur autant de tableaux de bord que nécessaire et partagez chacun avec les personnes qui l'utilisent.",
        },
      ],
    }),
    "user-settings": appText({
      shortDescription:
        "Langue, devise, image de marque, rôles utilisateurs et accès invités d'un espace.",
      description:
        "Langue, fuseau horaire, devise, format de date et image de marque de l'entreprise ; rôles, invités, sessions et intégrations API au même endroit.",
      fullDescription:
        "User Settings est l'endroit où l'espace de travail s'adapte à la façon de travailler de votre entreprise. Les super-administrateurs choisissent la devise, la langue et le format de date pour toute l'entreprise, et chaque utilisateur peut définir son fuseau horaire. L'image de marque applique votre logo et vos couleurs à l'espace de travail.\n\nDes rôles utilisateurs prédéfinis couvrent les besoins courants, et les super-administrateurs peuvent créer et modifier des rôles personnalisés, comme un rôle en lecture seule pour les personnes qui n'ont qu'à consulter. Les membres de l'équipe et les utilisateurs invités sont invités, reçoivent un rôle et sont retirés depuis le même écran.\n\nLes sessions et l'activité montrent qui s'est connecté et ce qui a changé, et les intégrations API se gèrent également ici. User Settings est inclus gratuitement dans chaque espace de travail.",
      altTextImage:
        "L'écran des paramètres avec la devise de l'entreprise, la langue et une liste de rôles utilisateurs",
      tags: [
        "paramètres",
        "rôles utilisateurs",
        "autorisations",
        "utilisateurs invités",
        "image de marque",
      ],
      specifications: documentTiers,
      features: [
        {
          title: "Des préférences pour toute l'entreprise",
          description:
            "Les super-administrateurs définissent une fois la devise, la langue et le format de date, et chaque application de l'espace les applique.",
        },
        {
          title: "Des rôles utilisateurs sur mesure",
          description:
            "Partez des rôles prédéfinis ou créez les vôtres, comme un rôle en lecture seule, et décidez de ce que chaque rôle peut voir et faire.",
        },
        {
          title: "Équipe et utilisateurs invités",
          description:
            "Invitez membres de l'équipe et utilisateurs invités, consultez leurs sessions et leur activité, et retirez l'accès quand il n'est plus utile.",
        },
      ],
    }),
    "api-integrations": appText({
      shortDescription:
        "Des connexions prêtes à l'emploi vers la comptabilité, le paiement, le chat et l'e-mail.",
      description:
        "Connectez votre espace de travail à la comptabilité, au paiement, au chat et à l'e-mail. API Integrations est inclus gratuitement dans chaque espace.",
      fullDescription:
        "API Integrations relie votre espace de travail aux services que votre entreprise utilise déjà. Des connexions prêtes à l'emploi couvrent les logiciels de comptabilité, les services de paiement, les outils de chat et les services d'e-mail : les données circulent entre eux sans ressaisie.\n\nActivez une connexion, connectez-vous au service et choisissez ce qui est partagé. Une connexion comptable peut recevoir les factures dès leur émission, une connexion de paiement peut marquer les factures comme payées, et les connexions de chat et d'e-mail peuvent envoyer des notifications lorsqu'un document change.\n\nChaque connexion affiche son état et les dernières données échangées, et peut être suspendue ou supprimée à tout moment. API Integrations est inclus gratuitement dans chaque espace de travail.",
      altTextImage:
        "Une liste d'intégrations prêtes à l'emploi regroupées en comptabilité, paiements, chat et e-mail",
      tags: ["intégrations", "API", "comptabilité", "paiements", "e-mail"],
      specifications: documentTiers,
      features: [
        {
          title: "Comptabilité et paiements",
          description:
            "Envoyez les factures à votre logiciel de comptabilité et enregistrez les paiements de votre service de paiement sans les ressaisir.",
        },
        {
          title: "Chat et e-mail",
          description:
            "Connectez vos services de chat et d'e-mail pour que votre équipe reçoive notifications et messages là où elle travaille déjà.",
        },
        {
          title: "Des connexions sous contrôle",
          description:
            "Consultez l'état de chaque connexion et les dernières données échangées, et suspendez-la ou supprimez-la à tout moment.",
        },
      ],
    }),
    "contact-management": appText({
      shortDescription: "Entreprises et personnes avec adresses, fonctions, notes et historique.",
      description:
        "Réunissez entreprises et personnes avec leurs adresses, fonctions, notes et historique. Gratuit dans chaque espace de travail en dessous de 5 000 contacts.",
      fullDescription:
        "Contact Management rassemble les entreprises et les personnes avec lesquelles votre activité travaille. Chaque entreprise a ses adresses et les personnes qui y travaillent, et chaque personne une fonction, des coordonnées et des notes.\n\nL'historique d'un contact affiche les documents et échanges qui lui sont liés, comme les devis, factures, tâches et messages : chacun dans l'équipe voit ce qui s'est passé avant de décrocher son téléphone. Toutes les autres applications de l'espace utilisent les mêmes contacts.\n\nContact Management est inclus gratuitement dans chaque espace de travail en dessous de 5 000 contacts. De 5 000 à 500 000 contacts, il coûte 10 $ US par tranche de 5 000 contacts, et les volumes supérieurs sont tarifés sur demande.",
      altTextImage:
        "La fiche d'une entreprise avec son adresse, deux interlocuteurs et un historique de notes",
      tags: ["contacts", "entreprises", "personnes", "carnet d'adresses"],
      specifications: contactTiers,
      features: [
        {
          title: "Entreprises et personnes",
          description:
            "Enregistrez chaque entreprise avec ses adresses et reliez-y les personnes qui y travaillent, chacune avec sa fonction et ses coordonnées.",
        },
        {
          title: "Notes et historique",
          description:
            "Ajoutez des notes à n'importe quel contact et retrouvez sur une même chronologie les devis, factures, tâches et messages qui lui sont liés.",
        },
        {
          title: "Une seule liste pour toutes les applications",
          description:
            "Ventes, facturation, support et toutes les autres applications lisent les mêmes contacts : une modification faite une fois apparaît partout.",
        },
      ],
    }),
    "automation-builder": appText({
      shortDescription:
        "Créez vos propres intégrations et automatisations à partir de déclencheurs et d'actions.",
      description:
        "Vos propres intégrations et automatisations, à partir de déclencheurs et d'actions, sécurisées par des jetons. Gratuit dans chaque espace de travail.",
      fullDescription:
        "Automation Builder enchaîne les étapes que votre équipe ferait sinon à la main. Une automatisation démarre par un déclencheur, comme un nouveau document, un champ modifié ou une heure fixe, et exécute une ou plusieurs actions, comme créer une tâche, mettre à jour une fiche ou appeler un autre service.\n\nQuand aucune intégration prête à l'emploi ne couvre votre besoin, créez la vôtre. Les jetons d'authentification permettent à un système externe d'appeler votre espace de travail et à vos automatisations d'appeler des systèmes externes, chaque jeton avec ses propres droits.\n\nChaque exécution est journalisée avec son déclencheur et son résultat : une étape en échec se retrouve facilement. Automation Builder est inclus gratuitement dans chaque espace de travail et s'appuie sur API Integrations.",
      altTextImage:
        "Une automatisation déclenchée par une nouvelle facture, suivie de deux actions",
      tags: ["automatisation", "déclencheurs", "actions", "intégrations", "jetons"],
      specifications: documentTiers,
      features: [
        {
          title: "Déclencheurs et actions",
          description:
            "Lancez une automatisation à la création ou à la modification d'un document, ou à heure fixe, et enchaînez les actions qui suivent.",
        },
        {
          title: "Vos propres intégrations",
          description:
            "Connectez des services sans intégration prête en les appelant depuis une automatisation ou en les laissant appeler votre espace de travail.",
        },
        {
          title: "Jetons d'authentification",
          description:
            "Donnez à chaque système externe son propre jeton, limité aux accès dont il a besoin, et révoquez-le quand la connexion prend fin.",
        },
      ],
    }),
    "media-cloud": appText({
      shortDescription:
        "Stockez, retrouvez et diffusez fichiers et images via un réseau de diffusion de contenu.",
      description:
        "Un explorateur de fichiers, la recherche de photos libres de droits et la diffusion par CDN. 1 Go offert dans chaque espace de travail.",
      fullDescription:
        "Media Cloud CDN conserve les fichiers de votre espace de travail au même endroit. Un explorateur de fichiers organisé en dossiers accueille images, documents, vidéos et autres formats, et chaque application peut y joindre un fichier.\n\nLa recherche de photos libres de droits trouve des images pour une page web, un produit ou une campagne et les enregistre dans vos dossiers. Chaque fichier est diffusé via un réseau de diffusion de contenu (CDN) : images et téléchargements se chargent rapidement, où que se trouvent vos clients.\n\nMedia Cloud CDN est inclus gratuitement dans chaque espace de travail avec 1 Go de stockage. De 5 à 100 Go, il coûte 7 $ US par Go, et au-delà de 100 Go le prix est fixé sur demande.",
      altTextImage:
        "Un explorateur de fichiers avec des dossiers d'images et un panneau de recherche de photos libres de droits",
      tags: ["fichiers", "images", "stockage", "CDN"],
      specifications: mediaTiers,
      features: [
        {
          title: "Explorateur de fichiers",
          description:
            "Classez images, documents et vidéos dans des dossiers et joignez-les à n'importe quel document de l'espace de travail.",
        },
        {
          title: "Recherche de photos libres de droits",
          description:
            "Cherchez des photos libres de droits sans quitter l'application et enregistrez celles que vous choisissez directement dans vos dossiers.",
        },
        {
          title: "Réseau de diffusion de contenu",
          description:
            "Chaque fichier est servi via un réseau de diffusion de contenu : images et téléchargements se chargent vite pour tous vos visiteurs.",
        },
      ],
    }),

    // Productivity apps
    "kanban-board": appText({
      shortDescription:
        "Des tableaux de colonnes et de cartes qui montrent où en est chaque tâche.",
      description:
        "Planifiez le travail sur des tableaux de colonnes et de cartes : glissez une carte à l'étape suivante et l'équipe voit où en est chaque tâche.",
      fullDescription:
        "Kanban transforme n'importe quel processus en tableau. Chaque colonne est une étape, chaque carte un travail avec son responsable, son échéance, sa checklist et ses fichiers. Pour le faire avancer, il suffit de glisser la carte dans la colonne suivante.\n\nLes tableaux lisent les mêmes documents que le reste de l'espace de travail : une carte peut représenter une tâche, une demande d'achat ou un dossier de support. Les limites par colonne montrent où le travail s'accumule avant que cela ne devienne un retard.\n\nLes filtres par responsable, étiquette ou échéance transforment un tableau en vue personnelle, et chaque modification est conservée dans l'historique de la carte.",
      altTextImage:
        "Un tableau Kanban avec les colonnes À faire, En cours et Terminé remplies de cartes de tâches",
      tags: ["Kanban", "tableaux", "tâches", "workflow"],
      specifications: documentTiers,
      features: [
        {
          title: "Une colonne par étape",
          description:
            "Nommez les colonnes selon votre propre processus, fixez une limite de travail en cours pour chacune et voyez d'un coup d'œil où le travail attend.",
        },
        {
          title: "Des cartes qui portent le travail",
          description:
            "Responsables, échéances, checklists, commentaires et fichiers vivent sur la carte : personne n'a à chercher la dernière version.",
        },
        {
          title: "Une vue pour chacun",
          description:
            "Filtrez un tableau par responsable, étiquette ou date et enregistrez la vue ; le tableau reste identique pour tous les autres.",
        },
      ],
    }),
    "project-updates": appText({
      shortDescription: "Canaux de projet, modèles de mise à jour et points quotidiens écrits.",
      description:
        "Donnez à chaque projet son propre canal. Publiez des mises à jour à partir de modèles et remplacez la réunion quotidienne par un court point écrit.",
      fullDescription:
        "Project Updates donne à chaque projet un canal où son équipe partage avancement, blocages et décisions. Les modèles de mise à jour gardent les messages courts et homogènes : le lecteur trouve toujours les mêmes informations au même endroit.\n\nLes points quotidiens posent trois questions à chaque membre à l'heure que vous choisissez et rassemblent les réponses dans le canal. La réunion devient une lecture de deux minutes qui fonctionne quel que soit le fuseau horaire.\n\nLes managers suivent tous les canaux depuis un fil unique et peuvent ouvrir n'importe quelle mise à jour pour voir les documents auxquels elle se rapporte.",
      altTextImage: "Un canal de projet avec un point quotidien et deux mises à jour d'état",
      tags: ["projets", "mises à jour d'état", "point quotidien", "communication d'équipe"],
      specifications: documentTiers,
      features: [
        {
          title: "Un canal par projet",
          description:
            "Chaque projet dispose de son propre fil de mises à jour, avec ses membres, ses fichiers et ses décisions réunis.",
        },
        {
          title: "Modèles de mise à jour",
          description:
            "Partez d'un modèle avec avancement, blocages et prochaines étapes : chaque message est rapide à écrire comme à lire.",
        },
        {
          title: "Points quotidiens",
          description:
            "Les membres répondent aux questions du point quotidien quand cela leur convient ; les réponses arrivent dans le canal avant le début de la journée.",
        },
      ],
    }),
    "to-do-lists": appText({
      shortDescription: "Listes de tâches personnelles et partagées, avec échéances et modèles.",
      description:
        "Des listes de tâches personnelles ou partagées, avec échéances. Partez de modèles de listes et laissez le système suggérer les prochaines tâches.",
      fullDescription:
        "To-Do Lists évite que les petites choses passent à la trappe. Créez une liste pour vous ou partagez-la avec des collaborateurs, donnez une échéance à chaque tâche et cochez-la une fois terminée.\n\nLes modèles de listes reprennent les checklists que votre équipe déroule chaque semaine, comme l'intégration d'un client ou la clôture du mois. Le système suggère des tâches à partir des documents sur lesquels vous travaillez, par exemple relancer un devis resté sans réponse.\n\nChaque liste montre ce qui est dû aujourd'hui et ce qui est en retard, et des rappels arrivent avant qu'une échéance soit dépassée.",
      altTextImage: "Une liste de tâches partagée avec des échéances et deux collaborateurs",
      tags: ["listes de tâches", "tâches", "listes de contrôle", "rappels"],
      specifications: documentTiers,
      features: [
        {
          title: "Listes personnelles et partagées",
          description:
            "Gardez une liste pour vous ou invitez des collaborateurs ; tout le monde voit les mêmes tâches et qui les a cochées.",
        },
        {
          title: "Échéances et rappels",
          description:
            "Donnez une échéance à une tâche et recevez un rappel avant qu'elle soit dépassée ; les tâches en retard remontent en haut de la liste.",
        },
        {
          title: "Modèles et tâches suggérées",
          description:
            "Relancez une checklist à partir d'un modèle, ou acceptez les tâches que le système suggère à partir de vos documents.",
        },
      ],
    }),

    // Investment apps
    "investment-management": appText({
      shortDescription:
        "Profils de startups, suivi de performance et due diligence pour chaque investissement.",
      description:
        "Tenez le profil de chaque startup que vous financez et suivez sa performance. Menez la due diligence à partir de modèles et partagez les rapports avec vos LP.",
      fullDescription:
        "Investment Management tient un profil par startup : ses fondateurs, ses tours de table, ses documents et les chiffres qu'elle communique. Le suivi de performance place chaque période de reporting à côté de la précédente : une variation du chiffre d'affaires, du burn ou des effectifs apparaît dès que les chiffres arrivent.\n\nLes modèles de due diligence listent les questions et les documents que votre équipe vérifie avant chaque investissement. Chaque réponse est enregistrée sur le profil de la startup, et les points ouverts montrent qui doit encore fournir quoi.\n\nLes LP disposent d'accès invités qui n'affichent que les investissements que vous choisissez de partager. Tout profil ou rapport peut être exporté en PDF pour une réunion avec vos partenaires ou une lettre aux investisseurs.",
      altTextImage:
        "Le profil d'une startup avec ses tours de table, ses chiffres communiqués et une checklist de due diligence",
      tags: ["investissements", "startups", "due diligence", "portefeuille", "reporting"],
      specifications: documentTiers,
      features: [
        {
          title: "Profils de startups",
          description:
            "Fondateurs, tours de table, documents et chiffres communiqués de chaque startup sont réunis sur un profil partagé par toute l'équipe.",
        },
        {
          title: "Modèles de due diligence",
          description:
            "Démarrez chaque analyse à partir de votre propre checklist de questions et de documents, et voyez les points encore ouverts.",
        },
        {
          title: "Accès invités et exports PDF",
          description:
            "Donnez à vos LP un accès invité aux investissements que vous partagez, ou exportez un profil ou un rapport en PDF.",
        },
      ],
    }),
    "fund-management": appText({
      shortDescription:
        "TRI, harvest, ticket moyen et participations de vos fonds, au même endroit.",
      description:
        "Le TRI, le harvest et le ticket moyen de chaque fonds. Participations à l'entrée et à la sortie, et accès invité pour les LP et les startups.",
      fullDescription:
        "Fund Management calcule les indicateurs sur lesquels un fonds est jugé, à partir des investissements et des sorties que vous enregistrez. TRI, harvest et ticket moyen sont tenus à jour pour chaque fonds et comparables d'un millésime à l'autre.\n\nChaque investissement enregistre la participation à l'entrée et, une fois l'entreprise cédée ou introduite en bourse, la participation à la sortie. La vue du fonds montre comment chaque participation a évolué au fil des tours intermédiaires.\n\nLes LP et les startups peuvent être invités comme utilisateurs invités. Chaque invité ne voit que le fonds ou l'entreprise auquel il appartient : rapports et documents lui parviennent sans envois séparés.",
      altTextImage:
        "Une vue d'ensemble d'un fonds avec TRI, harvest, ticket moyen et un tableau des participations",
      tags: ["fonds", "TRI", "participations", "LP"],
      specifications: documentTiers,
      features: [
        {
          title: "Indicateurs de performance du fonds",
          description:
            "TRI, harvest et ticket moyen sont calculés fonds par fonds à partir des investissements et sorties que vous enregistrez.",
        },
        {
          title: "Participation à l'entrée et à la sortie",
          description:
            "Enregistrez la participation prise dans chaque entreprise et celle détenue à la cession, avec chaque tour intermédiaire.",
        },
        {
          title: "Utilisateurs invités",
          description:
            "Invitez LP et startups ; chacun ne voit que le fonds ou l'entreprise auquel il appartient.",
        },
      ],
    }),
    "deal-flow": appText({
      shortDescription:
        "Un tableau Kanban des deals, du premier lead au closing, avec vue entonnoir.",
      description:
        "Vos deals de l'étape lead à la qualification, à l'opportunité et au closing, avec montant du tour, valorisation et tout l'entonnoir d'un coup d'œil.",
      fullDescription:
        "Deal Flow place chaque startup que vous étudiez sur un tableau Kanban. Les colonnes suivent les étapes d'un deal : lead, qualification, opportunité et closing. Glisser une carte dans la colonne suivante enregistre quand et par qui le deal a avancé.\n\nChaque carte contient le montant du tour et la valorisation, le pitch deck et les notes de chaque rendez-vous. La vue entonnoir compte les deals à chaque étape : vous voyez combien de leads il faut pour conclure un investissement.\n\nLa force de la relation indique à quel point votre équipe connaît les fondateurs et l'entourage d'un deal, à partir des contacts enregistrés dans VC Contact Management.",
      altTextImage:
        "Un tableau de deals avec les colonnes Lead, Qualification, Opportunité et Closing remplies de cartes de startups",
      tags: ["deal flow", "Kanban", "pipeline", "startups"],
      specifications: documentTiers,
      features: [
        {
          title: "Un tableau de deals",
          description:
            "Les cartes passent du lead à la qualification, à l'opportunité puis au closing, et chaque étape est conservée dans l'historique du deal.",
        },
        {
          title: "Montant du tour et valorisation",
          description:
            "Chaque deal enregistre le montant du tour et la valorisation, à côté du pitch deck et des notes de réunion.",
        },
        {
          title: "Entonnoir et force de la relation",
          description:
            "Voyez combien de deals se trouvent à chaque étape et à quel point votre équipe connaît les fondateurs qui les portent.",
        },
      ],
    }),
    "portfolio-kanban": appText({
      shortDescription: "Un tableau par participation pour suivre ses tours et le travail commun.",
      description:
        "Un tableau par participation : valorisation cible, montant du tour, véhicule d'investissement et stade, avec des collaborateurs externes invités.",
      fullDescription:
        "Portfolio Kanban donne à chaque entreprise de votre portefeuille son propre tableau. Il réunit le travail que votre équipe mène avec l'entreprise, de l'aide au recrutement à la préparation de son prochain tour, avec un responsable et une échéance sur chaque carte.\n\nL'en-tête de l'entreprise affiche sa valorisation cible, le montant de son prochain tour, le véhicule d'investissement utilisé et le stade atteint. Ces informations sont mises à jour à mesure que l'entreprise progresse.\n\nDes collaborateurs externes, comme les fondateurs ou les co-investisseurs, peuvent être invités sur un seul tableau. Ils voient et mettent à jour ses cartes sans accéder au reste de votre espace de travail.",
      altTextImage:
        "Le tableau d'une participation avec sa valorisation cible, le montant du tour et des cartes de travail en cours",
      tags: ["portefeuille", "Kanban", "startups", "collaboration"],
      specifications: documentTiers,
      features: [
        {
          title: "Un tableau par entreprise",
          description:
            "Chaque participation dispose d'un tableau pour le travail mené ensemble, avec responsables et échéances sur chaque carte.",
        },
        {
          title: "Tour et véhicule en un coup d'œil",
          description:
            "Valorisation cible, montant du tour, véhicule d'investissement et stade figurent en haut du tableau de l'entreprise.",
        },
        {
          title: "Collaborateurs externes",
          description:
            "Invitez fondateurs ou co-investisseurs sur un tableau ; ils travaillent sur ses cartes et ne voient rien d'autre dans l'espace de travail.",
        },
      ],
    }),
    "fundraising-for-funds": appText({
      shortDescription: "Un tableau Kanban pour lever un fonds auprès de LP.",
      description:
        "La levée de votre fonds sur un tableau Kanban : vos LP passent de prospect à engagement puis closing, et vous voyez les capitaux engagés.",
      fullDescription:
        "Fundraising for Funds est le tableau qu'un fonds utilise pour lever des capitaux pour lui-même. Chaque carte représente un LP avec lequel vous êtes en discussion, et les colonnes suivent la levée, de prospect à engagement puis closing.\n\nUne carte indique le montant envisagé ou engagé par le LP, les documents envoyés et les notes de chaque échange. Le tableau additionne les engagements : vous savez à quelle distance le fonds se trouve de son objectif avant chaque closing.\n\nLes LP proviennent de VC Contact Management : leurs investissements passés, leurs centres d'intérêt et leurs introductions sont à un clic.",
      altTextImage:
        "Un tableau de levée de fonds avec des cartes de LP dans les colonnes Prospect, Engagement et Closing",
      tags: ["levée de fonds", "LP", "Kanban", "engagements"],
      specifications: documentTiers,
      features: [
        {
          title: "Du prospect au closing",
          description:
            "Faites passer chaque LP de prospect à engagement puis closing au fil de la discussion.",
        },
        {
          title: "Capitaux engagés",
          description:
            "Le tableau additionne les montants engagés : vous voyez à quelle distance le fonds se trouve de son objectif.",
        },
        {
          title: "Relié à vos contacts",
          description:
            "Chaque carte ouvre la fiche contact du LP, avec ses centres d'intérêt, ses investissements passés et ses introductions.",
        },
      ],
    }),
    "vc-contact-management": appText({
      shortDescription:
        "Des contacts pour le capital-risque : fondateurs, investisseurs, conseillers…",
      description:
        "Plus de 10 types de contacts et la force de chaque relation. Remplace Contact Management et ne peut pas être installée en même temps que celle-ci.",
      fullDescription:
        "VC Contact Management est la liste de contacts pensée pour le capital-risque. Elle connaît plus de 10 types de contacts, comme les fondateurs, les LP, les co-investisseurs et les conseillers, et enregistre la force de la relation de votre équipe avec chaque personne.\n\nLes entreprises sont reliées à leurs levées de fonds et aux introductions qui vous les ont amenées. Chaque contact conserve ses centres d'intérêt, ses investissements passés et ses publications : vous savez qui appeler à propos d'un nouveau deal.\n\nL'application remplace l'application Contact Management standard et ne peut pas être installée en même temps qu'elle. Les autres applications de capital-risque lisent leurs fondateurs, startups et LP dans cette liste.",
      altTextImage:
        "Une liste de contacts filtrée par type, avec le profil d'un fondateur indiquant la force de la relation",
      tags: ["contacts", "capital-risque", "relations", "introductions"],
      specifications: documentTiers,
      features: [
        {
          title: "Plus de 10 types de contacts",
          description:
            "Fondateurs, LP, co-investisseurs, conseillers et bien d'autres, chacun avec les champs qui comptent pour ce type.",
        },
        {
          title: "Force de la relation",
          description:
            "Voyez à quel point votre équipe connaît chaque personne et qui a fait l'introduction, avant de prendre contact.",
        },
        {
          title: "Levées, centres d'intérêt et historique",
          description:
            "Les entreprises sont reliées à leurs levées de fonds ; les contacts conservent leurs centres d'intérêt, investissements passés et publications.",
        },
      ],
    }),

    // Marketing apps
    "email-marketing": appText({
      shortDescription:
        "Des campagnes e-mail vers vos contacts, à partir de modèles, avec statistiques.",
      description:
        "Envoyez à vos contacts des campagnes e-mail créées à partir de modèles, avec champs de personnalisation. Testez chaque e-mail et suivez ouvertures et clics.",
      fullDescription:
        "Email Marketing envoie des campagnes aux contacts que vous gérez déjà dans Contact Management. Choisissez une liste ou un filtre, partez d'un modèle et insérez des champs de personnalisation comme le prénom ou l'entreprise : chaque destinataire lit un message qui lui est adressé.\n\nAvant l'envoi d'une campagne, envoyez un e-mail de test à vous-même ou à un collègue pour vérifier la mise en page et les champs fusionnés. Les campagnes partent via un compte de messagerie que vous connectez, ou via un service d'envoi en masse pour les listes plus importantes.\n\nLes statistiques montrent qui a ouvert chaque campagne, quels liens ont été cliqués et quelles adresses ont rebondi, et les résultats sont enregistrés sur chaque contact.",
      altTextImage:
        "Un éditeur de campagne e-mail avec un modèle, des champs de personnalisation et un bouton d'envoi de test",
      tags: ["e-mail", "campagnes", "newsletters", "modèles", "statistiques"],
      specifications: documentTiers,
      features: [
        {
          title: "Modèles et personnalisation",
          description:
            "Partez d'un modèle et insérez des champs de personnalisation : chaque destinataire reçoit un message avec ses propres informations.",
        },
        {
          title: "Testez avant d'envoyer",
          description:
            "Envoyez un e-mail de test pour vérifier la mise en page et les champs fusionnés, puis envoyez via un compte de messagerie connecté ou un service d'envoi en masse.",
        },
        {
          title: "Statistiques de campagne",
          description:
            "Consultez ouvertures, clics et rebonds de chaque campagne, avec les résultats conservés sur la fiche de chaque contact.",
        },
      ],
    }),
    "sms-marketing": appText({
      shortDescription:
        "Des campagnes SMS vers vos contacts, avec suivi des remises et des réponses.",
      description:
        "Envoyez des campagnes SMS à vos contacts en complément de l'e-mail. Les accusés de remise et les réponses seront suivis sur chaque contact : rien ne se perd.",
      fullDescription:
        "SMS Marketing enverra des campagnes SMS aux contacts que vous gérez dans Contact Management. Une campagne pourra toucher vos contacts par SMS dans le cadre d'un plan multicanal qui utilise aussi l'e-mail et WhatsApp.\n\nChaque message indiquera s'il a été remis, et les réponses arriveront dans l'espace de travail à côté de la campagne qui les a suscitées. Votre équipe pourra relancer les contacts qui répondent depuis le même écran.\n\nLes chiffres de remise et de réponse seront enregistrés sur chaque contact : vos listes montreront qui préfère être joint par SMS. L'application est en développement et apparaîtra dans la boutique dès qu'elle sera prête.",
      altTextImage:
        "Un écran de campagne SMS avec un message court, une liste de destinataires et l'état de remise",
      tags: ["SMS", "messages texte", "campagnes", "multicanal"],
      features: [
        {
          title: "Campagnes multicanales",
          description:
            "Touchez vos contacts par SMS, comme un canal d'une campagne qui peut aussi utiliser l'e-mail et WhatsApp.",
        },
        {
          title: "Suivi des remises",
          description: "Chaque message indiquera s'il a bien atteint le téléphone du destinataire.",
        },
        {
          title: "Les réponses dans l'espace de travail",
          description:
            "Les réponses des contacts arriveront à côté de la campagne, prêtes à être traitées par votre équipe.",
        },
      ],
    }),
    "whatsapp-marketing": appText({
      shortDescription:
        "Des campagnes WhatsApp vers vos contacts, avec suivi des remises et des réponses.",
      description:
        "Envoyez des campagnes WhatsApp aux contacts qui l'utilisent. Les remises et les réponses seront suivies sur chaque contact de votre espace de travail.",
      fullDescription:
        "WhatsApp Marketing enverra des campagnes via WhatsApp aux contacts que vous gérez dans Contact Management. Il fonctionnera comme un canal d'une campagne multicanale, à côté de l'e-mail et des SMS, pour joindre chaque contact là où il répond.\n\nChaque message indiquera s'il a été remis, et les réponses reviendront dans l'espace de travail à côté de la campagne qui les a suscitées. Votre équipe pourra y répondre sans passer par un téléphone.\n\nLes chiffres de remise et de réponse seront enregistrés sur chaque contact, pour que les prochaines campagnes privilégient le canal qui fonctionne. L'application est en développement et apparaîtra dans la boutique dès qu'elle sera prête.",
      altTextImage:
        "Un écran de campagne WhatsApp avec l'aperçu du message, les destinataires et l'état de remise",
      tags: ["WhatsApp", "messagerie", "campagnes", "multicanal"],
      features: [
        {
          title: "Campagnes multicanales",
          description:
            "Utilisez WhatsApp comme un canal d'une campagne qui peut aussi envoyer des e-mails et des SMS.",
        },
        {
          title: "Suivi des remises",
          description: "Chaque message indiquera s'il a bien été remis au contact.",
        },
        {
          title: "Les réponses dans l'espace de travail",
          description:
            "Les réponses arriveront à côté de la campagne, où votre équipe pourra y répondre et conserver l'historique.",
        },
      ],
    }),
    "online-surveys": appText({
      shortDescription:
        "Des questionnaires envoyés à vos contacts, avec les réponses dans votre espace de travail.",
      description:
        "Envoyez des questionnaires à vos contacts et recueillez leurs réponses, enregistrées dans l'espace de travail et reliées au contact qui répond.",
      fullDescription:
        "Online Surveys vous permettra de créer des questionnaires et de les envoyer aux contacts que vous gérez dans Contact Management. Les questions pourront demander un choix, une note ou une réponse rédigée, et chaque enquête aura son propre lien.\n\nLes réponses seront recueillies dans l'espace de travail plutôt que dans un outil séparé. Chaque réponse est reliée au contact qui l'a envoyée : l'avis d'un client se trouve à côté de ses commandes, de ses e-mails et de ses notes.\n\nLes résultats seront synthétisés par question, et les réponses individuelles pourront être filtrées par liste ou par contact. L'application est en développement et apparaîtra dans la boutique dès qu'elle sera prête.",
      altTextImage:
        "Un éditeur d'enquête avec des questions de notation et à choix multiples et une synthèse des réponses",
      tags: ["enquêtes", "questionnaires", "avis", "formulaires"],
      features: [
        {
          title: "Des questionnaires pour vos contacts",
          description:
            "Créez une enquête avec des questions à choix, de notation et de texte, et envoyez-la à une liste de contacts.",
        },
        {
          title: "Les réponses dans l'espace de travail",
          description:
            "Chaque réponse sera enregistrée dans l'espace de travail et reliée au contact qui l'a donnée.",
        },
        {
          title: "Des résultats par question",
          description:
            "Consultez la synthèse des réponses à chaque question et filtrez les réponses individuelles par liste ou par contact.",
        },
      ],
    }),

    // Sales and finance apps
    products: appText({
      shortDescription: "Le catalogue produits avec variantes, unités, prix, images et documents.",
      description:
        "Tout ce que vous vendez dans un catalogue avec variantes, unités et prix, images et documents compris, pour les devis, les commandes et la boutique.",
      fullDescription:
        "Products est le catalogue dans lequel puisent les autres applications de vente. Chaque article a sa référence, son nom, sa description et les variantes sous lesquelles il existe, comme la taille, le dosage ou le conditionnement : une seule fiche produit couvre toutes les versions qu'un client peut commander.\n\nLes unités définissent comment un article est vendu et compté : à la pièce, au carton ou à la palette, avec la conversion entre elles. Les prix sont tenus par unité, et un produit peut avoir plusieurs prix, comme un prix catalogue et des prix négociés avec certains clients.\n\nImages et documents, comme fiches techniques, notices d'utilisation et certificats, sont joints au produit. Devis, commandes et boutique en ligne affichent les mêmes informations : une modification faite ici se retrouve partout où elle est utilisée.",
      altTextImage:
        "Une liste du catalogue produits avec références, variantes, unités et prix à côté des images des produits",
      tags: ["produits", "catalogue", "tarification", "variantes"],
      specifications: documentTiers,
      features: [
        {
          title: "Variantes et unités",
          description:
            "Vendez un produit en plusieurs tailles, dosages ou conditionnements, à la pièce, au carton ou à la palette, avec la conversion gérée pour vous.",
        },
        {
          title: "Des prix par unité",
          description:
            "Tenez un prix catalogue pour chaque unité et variante, avec des prix distincts pour les clients aux conditions négociées.",
        },
        {
          title: "Images et documents",
          description:
            "Joignez une fois photos produits, fiches techniques et certificats ; devis, commandes et boutique les affichent depuis la même source.",
        },
      ],
    }),
    "sales-quotes": appText({
      shortDescription:
        "Des devis issus du catalogue, avec versions, validation et conversion en commande.",
      description:
        "Des devis issus du catalogue produits, chaque version conservée. Soumettez un devis à validation et transformez le devis accepté en commande.",
      fullDescription:
        "Sales Quotes construit vos offres à partir des produits de votre catalogue. Choisissez un client parmi vos contacts, ajoutez articles, unités et quantités : les prix viennent des fiches produits, prêts à être ajustés par une remise ligne à ligne.\n\nQuand un client demande des modifications, enregistrez une nouvelle version au lieu d'écraser l'ancienne. Chaque version reste attachée au devis : vous voyez ce qui a été proposé, quand et à quel prix. Les devis au-dessus d'un seuil que vous fixez passent par un manager pour validation avant d'être envoyés.\n\nUne fois le devis accepté, convertissez-le en commande client en une seule étape. Client, lignes et prix sont repris : rien n'est saisi deux fois.",
      altTextImage:
        "Un devis avec des lignes de produits, des quantités, des prix, un numéro de version et un statut de validation",
      tags: ["devis", "ventes", "validation", "tarification"],
      specifications: documentTiers,
      features: [
        {
          title: "Des lignes issues du catalogue",
          description:
            "Ajoutez produits, variantes et unités depuis le catalogue ; les prix sont repris du produit et ajustables ligne à ligne.",
        },
        {
          title: "Des versions pour chaque devis",
          description:
            "Révisez un devis aussi souvent que le client le demande ; les versions précédentes restent enregistrées avec leurs dates et leurs prix.",
        },
        {
          title: "Validation et conversion",
          description:
            "Soumettez un devis à validation avant son envoi, et transformez la version acceptée en commande client en une action.",
        },
      ],
    }),
    "sales-orders": appText({
      shortDescription:
        "Commandes des devis, de la boutique ou saisies à la main, suivies jusqu'à la livraison.",
      description:
        "Les commandes issues des devis, de la boutique en ligne ou saisies à la main, dans une seule liste et suivies de la confirmation à la livraison.",
      fullDescription:
        "Sales Orders réunit toutes les commandes dans une seule liste, quelle que soit leur origine. Elles arrivent des devis acceptés et de la boutique en ligne, et votre équipe peut saisir à la main les commandes prises par téléphone ou par e-mail, avec produits et prix repris du catalogue.\n\nChaque commande passe par des statuts comme confirmée, en préparation, expédiée et livrée. La liste montre ce qui attend à chaque étape, et l'historique de la commande indique qui a changé son statut et quand.\n\nLes commandes sont reliées au client dans vos contacts, et Invoicing en tire les factures : ventes, entrepôt et finance travaillent sur la même fiche.",
      altTextImage:
        "Une liste de commandes clients avec les colonnes client, origine, total et statut",
      tags: ["commandes", "ventes", "exécution des commandes", "suivi des commandes"],
      specifications: documentTiers,
      features: [
        {
          title: "Tous les canaux dans une seule liste",
          description:
            "Les commandes issues des devis, de la boutique et de la saisie manuelle apparaissent dans la même liste, avec l'origine de chacune.",
        },
        {
          title: "Un statut jusqu'à la livraison",
          description:
            "Faites passer une commande de confirmée à expédiée puis livrée ; des filtres montrent les commandes qui attendent à chaque étape.",
        },
        {
          title: "Saisie manuelle des commandes",
          description:
            "Prenez une commande par téléphone ou par e-mail et saisissez-la à la main, avec produits, unités et prix repris du catalogue.",
        },
      ],
    }),
    invoicing: appText({
      shortDescription:
        "Factures issues des commandes : taxes, numérotation, PDF, e-mail, échéances et relances.",
      description:
        "Des factures issues des commandes, avec taxes et numérotation continue, envoyées en PDF par e-mail et relancées après l'échéance.",
      fullDescription:
        "Invoicing transforme les commandes clients en factures. Client, lignes et prix viennent de la commande, et les taxes sont calculées ligne par ligne avec les taux que vous définissez : la facture est prête à être vérifiée et envoyée sans ressaisie.\n\nLes numéros de facture suivent la séquence que vous définissez, sans trou ni doublon. Chaque facture est générée en PDF avec votre mise en page et envoyée au client par e-mail depuis l'application, et une copie reste sur la fiche de la facture.\n\nLes conditions de paiement fixent l'échéance de chaque facture. Lorsqu'une facture est toujours ouverte après son échéance, les relances partent selon le calendrier que vous choisissez, et la liste des factures montre celles qui sont à échéance, en retard ou payées.",
      altTextImage:
        "Une facture avec ses lignes, ses totaux de taxes, un numéro et une échéance, à côté d'une liste de factures ouvertes",
      tags: ["facturation", "factures", "taxes", "facturation client", "relances"],
      specifications: documentTiers,
      features: [
        {
          title: "Des factures issues des commandes",
          description:
            "Créez une facture à partir d'une commande client en une étape ; lignes, prix et informations client sont repris sans ressaisie.",
        },
        {
          title: "Taxes et numérotation",
          description:
            "Les taux de taxe s'appliquent ligne par ligne et les numéros suivent votre propre séquence : chaque facture est complète et en règle.",
        },
        {
          title: "PDF, e-mail et relances",
          description:
            "Envoyez chaque facture en PDF par e-mail et laissez les relances suivre les factures encore ouvertes après leur échéance.",
        },
      ],
    }),
    payments: appText({
      shortDescription: "Les paiements reçus, rapprochés des factures, paiements partiels compris.",
      description:
        "Enregistrez les paiements reçus et rapprochez-les des factures qu'ils règlent. Paiements partiels suivis, solde de chaque client à jour.",
      fullDescription:
        "Payments suit l'argent qui rentre au titre de vos factures. Enregistrez un paiement avec sa date, son montant et sa référence, et rapprochez-le d'une facture ou de plusieurs que le client a réglées ensemble.\n\nLorsqu'un client ne paie qu'une partie d'une facture, le paiement est enregistré et la facture reste ouverte pour le reste. La facture indique ce qui a été payé et ce qui reste dû, et elle est marquée payée quand le solde atteint zéro.\n\nChaque client a un solde ouvert : le total de ses factures impayées moins les paiements reçus. Ventes et finance voient le même chiffre, ce qui aide avant de confirmer une nouvelle commande pour un client en retard de paiement.",
      altTextImage:
        "Une liste de paiements reçus rapprochés des factures, avec le solde ouvert d'un client sur le côté",
      tags: ["paiements", "créances", "factures", "finance"],
      specifications: documentTiers,
      features: [
        {
          title: "Rapprocher paiements et factures",
          description:
            "Reliez chaque paiement reçu à la facture qu'il règle, ou répartissez un paiement sur plusieurs factures d'un même client.",
        },
        {
          title: "Paiements partiels",
          description:
            "Enregistrez un paiement partiel sur une facture ; le reste demeure ouvert et la facture indique ce qui est encore dû.",
        },
        {
          title: "Solde ouvert par client",
          description:
            "Voyez d'un coup d'œil le total impayé de chaque client : factures ouvertes moins paiements déjà reçus.",
        },
      ],
    }),
    "credit-notes": appText({
      shortDescription: "Des avoirs sur factures pour les retours, corrections de prix et remises.",
      description:
        "Des avoirs sur factures pour un retour, un prix erroné ou une remise accordée après coup. Chaque avoir réduit ce que doit le client.",
      fullDescription:
        "Credit Notes enregistre les montants que vous rendez à un client. Chaque avoir est émis sur une facture : on sait toujours quelle vente il corrige et pourquoi.\n\nPartez de la facture et choisissez les lignes à créditer. Pour des marchandises retournées, créditez les quantités revenues ; pour une correction de prix, la différence par unité ; pour une remise accordée après la vente, un montant ou un pourcentage de la facture.\n\nLes avoirs ont leur propre séquence de numérotation, peuvent être envoyés au client par e-mail et réduisent le montant ouvert de la facture concernée. La finance voit avoirs et factures côte à côte pour chaque client.",
      altTextImage:
        "Un avoir lié à une facture, listant les articles retournés et le montant crédité",
      tags: ["avoirs", "retours", "factures", "finance"],
      specifications: documentTiers,
      features: [
        {
          title: "Lié à la facture",
          description:
            "Chaque avoir fait référence à la facture qu'il corrige, avec les lignes et montants repris de cette facture.",
        },
        {
          title: "Retours et corrections de prix",
          description:
            "Créditez les quantités revenues, ou la différence lorsqu'un article a été facturé au mauvais prix.",
        },
        {
          title: "Remises après la vente",
          description:
            "Accordez une remise une fois la facture émise, en montant ou en pourcentage, et le solde du client baisse d'autant.",
        },
      ],
    }),
    ecommerce: appText({
      shortDescription:
        "Une boutique en ligne B2B où vos clients se connectent, voient leurs prix et commandent.",
      description:
        "Une boutique en ligne pour vos clients professionnels : ils se connectent, voient leurs prix et commandent. Chaque commande arrive dans Sales Orders.",
      fullDescription:
        "Ecommerce offre à vos clients professionnels une boutique qui leur est propre. La boutique affiche les produits, variantes, images et documents de votre catalogue : pas de seconde liste de produits à tenir à jour.\n\nLes clients se connectent avec un compte relié à leur entreprise. Une fois connectés, ils voient les prix qui leur sont applicables et commandent dans les unités que vous vendez, à l'article, à la boîte ou au carton.\n\nChaque commande passée dans la boutique arrive dans Sales Orders avec le client, les lignes et les prix renseignés. Votre équipe la traite comme toute autre commande, de la confirmation à la livraison et à la facturation.",
      altTextImage:
        "Une boutique en ligne B2B avec la liste de produits d'un client connecté, ses propres prix et un panier",
      tags: ["e-commerce", "boutique en ligne", "B2B", "prise de commande"],
      specifications: documentTiers,
      features: [
        {
          title: "Connexion client",
          description:
            "Les clients professionnels se connectent à leur propre compte : la boutique sait qui commande et pour quelle entreprise.",
        },
        {
          title: "Des prix par client",
          description:
            "Chaque client voit les prix négociés avec lui, issus du catalogue produits, plutôt qu'une liste de prix publique unique.",
        },
        {
          title: "Les commandes directement dans Sales Orders",
          description:
            "Les commandes passées dans la boutique apparaissent dans Sales Orders avec client, lignes et prix, prêtes à être confirmées par votre équipe.",
        },
      ],
    }),
    "lead-management": appText({
      shortDescription: "Captez, qualifiez et attribuez vos leads avant qu'ils deviennent clients.",
      description:
        "Captez les nouveaux leads dans une seule liste dès leur arrivée. Qualifiez chacun, attribuez-le à un commercial et suivez-le jusqu'à ce qu'il devienne client.",
      fullDescription:
        "Lead Management suivra les entreprises et les personnes qui ont manifesté de l'intérêt sans être encore clientes. Les leads sont captés dans une seule liste avec leurs coordonnées, leur origine et l'objet de leur demande.\n\nQualifiez chaque lead avec les questions qui comptent pour votre activité, comme le type d'entreprise, le volume attendu ou le calendrier, et marquez-le comme qualifié ou non pertinent. Les leads qualifiés sont attribués à un commercial, qui retrouve ses propres leads dans une vue dédiée.\n\nQuand un lead est prêt à acheter, il devient client dans Contact Management avec son historique : le premier devis part de tout ce que l'équipe sait déjà.",
      altTextImage:
        "Une liste de leads avec leur origine, leur statut de qualification et le commercial attribué",
      tags: ["leads", "ventes", "prospection", "pipeline"],
      features: [
        {
          title: "Captez les leads",
          description:
            "Réunissez les nouveaux leads dans une seule liste avec leurs coordonnées, leur origine et la question qui les a amenés.",
        },
        {
          title: "Qualifiez et attribuez",
          description:
            "Évaluez chaque lead selon vos propres critères et confiez les leads qualifiés à un commercial pour le suivi.",
        },
        {
          title: "Du lead au client",
          description:
            "Transformez un lead qualifié en client dans Contact Management, en conservant les notes et l'historique recueillis jusque-là.",
        },
      ],
    }),

    // Purchasing, pricing and inventory apps
    "purchase-orders": appText({
      shortDescription:
        "Des bons de commande fournisseurs, avec validations et réceptions pour chaque commande.",
      description:
        "Envoyez vos bons de commande aux fournisseurs après validation. Enregistrez ce qui arrive comme réceptions et voyez ce qui reste à livrer.",
      fullDescription:
        "Purchase Orders enregistre ce que vous achetez à chaque fournisseur. Un acheteur choisit le fournisseur, ajoute des produits avec quantités et prix négociés, et envoie le bon de commande numéroté par e-mail.\n\nLes commandes au-dessus d'un montant que vous fixez passent par un valideur avant leur envoi, et chaque validation ou refus est conservé avec la commande. Rien ne part chez le fournisseur avant d'avoir été validé.\n\nÀ l'arrivée des marchandises, l'entrepôt enregistre une réception sur la commande, ligne par ligne. Les commandes partiellement reçues restent ouvertes avec les quantités encore dues : les acheteurs savent ce qui est arrivé et ce qu'il faut relancer.",
      altTextImage:
        "Un bon de commande avec des lignes de produits, un statut de validation et deux réceptions",
      tags: ["achats", "bons de commande", "validations", "réception"],
      specifications: documentTiers,
      features: [
        {
          title: "Des commandes à partir de vos produits",
          description:
            "Choisissez un fournisseur et ajoutez des produits avec quantités et prix négociés ; la commande est numérotée et envoyée depuis le même écran.",
        },
        {
          title: "Validation avant envoi",
          description:
            "Les commandes au-dessus du montant que vous fixez attendent un valideur, et la décision est conservée avec la commande.",
        },
        {
          title: "Réceptions sur commande",
          description:
            "Enregistrez ce qui est arrivé ligne par ligne ; les commandes partiellement reçues restent ouvertes avec les quantités encore dues.",
        },
      ],
    }),
    "vendor-management": appText({
      shortDescription:
        "Vos fournisseurs avec leurs contacts, conditions, documents et performances sur une fiche.",
      description:
        "Contacts, conditions de paiement, documents et performances de chaque fournisseur au même endroit, et des accès invités pour travailler ensemble.",
      fullDescription:
        "Vendor Management donne à chaque fournisseur une fiche avec ses contacts, ses conditions de paiement et de livraison, et ses documents comme contrats, certificats et grilles tarifaires. Les acheteurs trouvent ce qu'il leur faut sans fouiller de vieux e-mails.\n\nLa performance est mesurée à partir des commandes et des réceptions enregistrées pour chaque fournisseur : livraisons à l'heure, quantités livrées par rapport aux quantités commandées et délais de livraison. Les chiffres montrent quels fournisseurs tiennent leurs promesses et lesquels méritent une discussion.\n\nLes fournisseurs peuvent être invités comme utilisateurs invités. Avec leur accès, ils ne voient que leurs propres données, confirment les commandes, mettent à jour les dates de livraison et déposent des documents : les deux parties travaillent sur les mêmes informations.",
      altTextImage:
        "La fiche d'un fournisseur avec ses contacts, ses conditions de paiement, ses documents et un graphique de performance de livraison",
      tags: ["fournisseurs", "approvisionnement", "collaboration", "achats"],
      specifications: documentTiers,
      features: [
        {
          title: "Une fiche par fournisseur",
          description:
            "Contacts, conditions de paiement et de livraison, et documents comme contrats et certificats sont réunis sur la fiche du fournisseur.",
        },
        {
          title: "Des performances issues de vraies commandes",
          description:
            "Respect des délais, taux de service et délai de livraison sont calculés à partir des commandes et réceptions de chaque fournisseur.",
        },
        {
          title: "Des accès invités pour vos fournisseurs",
          description:
            "Les fournisseurs se connectent comme invités pour confirmer les commandes, mettre à jour les dates de livraison et déposer des documents ; ils ne voient que leurs propres données.",
        },
      ],
    }),
    bills: appText({
      shortDescription:
        "Factures fournisseurs rapprochées des commandes et réceptions, avec échéances et statut.",
      description:
        "Rapprochez chaque facture fournisseur du bon de commande et des réceptions avant de payer, et suivez échéances et factures en retard.",
      fullDescription:
        "Bills enregistre ce que vos fournisseurs vous facturent. Saisissez une facture ou créez-la à partir d'un bon de commande : ses lignes sont rapprochées de la commande et des marchandises reçues. Les écarts de quantité ou de prix sont signalés avant que quiconque approuve le paiement.\n\nChaque facture porte son échéance, tirée des conditions de paiement du fournisseur. Une liste des factures à échéance cette semaine et la suivante aide la finance à planifier les paiements, et les factures en retard ressortent.\n\nLe statut de paiement passe d'ouverte à partiellement payée puis payée à mesure que les paiements sont enregistrés, et chaque facture renvoie à la commande et aux réceptions avec lesquelles elle a été rapprochée.",
      altTextImage:
        "Une liste de factures fournisseurs avec leurs échéances, le résultat du rapprochement et le statut de paiement",
      tags: ["factures fournisseurs", "comptes fournisseurs", "rapprochement", "paiements"],
      specifications: documentTiers,
      features: [
        {
          title: "Rapprochement avec les commandes",
          description:
            "Les lignes de facture sont comparées au bon de commande et aux réceptions ; les écarts de quantité et de prix sont signalés pour vérification.",
        },
        {
          title: "Des échéances issues des conditions",
          description:
            "Les échéances suivent les conditions de paiement du fournisseur, et une liste montre les factures à échéance cette semaine et la suivante.",
        },
        {
          title: "Statut de paiement",
          description:
            "Chaque facture indique si elle est ouverte, partiellement payée, payée ou en retard, avec les paiements enregistrés.",
        },
      ],
    }),
    "price-lists": appText({
      shortDescription:
        "Listes de prix par client ou groupe de clients, avec dates de validité et paliers.",
      description:
        "Des prix propres à chaque client ou groupe de clients, avec dates de validité et prix dégressifs qui baissent quand la quantité augmente.",
      fullDescription:
        "Price Lists réunit les prix que vous négociez avec vos clients. Une liste peut appartenir à un client ou à un groupe, comme tous les cabinets dentaires ou tous les revendeurs d'une région, et la bonne liste s'applique à la saisie de la commande.\n\nChaque liste a une date de début et de fin : les prix du trimestre prochain peuvent être préparés dès maintenant et entrer en vigueur le jour prévu. Les listes expirées restent consultables.\n\nLes prix dégressifs fixent un prix unitaire plus bas pour les grandes quantités, produit par produit. Quand un client commande, le prix correspondant à cette quantité s'applique, et chacun peut vérifier de quelle liste et de quel palier il provient.",
      altTextImage:
        "Une liste de prix client avec des dates de validité et des paliers de quantité pour trois produits",
      tags: ["tarification", "listes de prix", "prix dégressifs", "commerce de gros"],
      specifications: documentTiers,
      features: [
        {
          title: "Des prix par client ou par groupe",
          description:
            "Attribuez une liste à un client ou à un groupe de clients ; leurs commandes reprennent les bons prix sans retouche manuelle.",
        },
        {
          title: "Dates de validité",
          description:
            "Fixez des dates de début et de fin : les nouveaux prix entrent en vigueur le jour convenu et les anciens s'arrêtent sans intervention.",
        },
        {
          title: "Des prix dégressifs selon la quantité",
          description:
            "Baissez le prix unitaire aux seuils de quantité que vous choisissez, produit par produit, et voyez quel palier s'est appliqué à chaque commande.",
        },
      ],
    }),
    "group-purchasing-organization": appText({
      shortDescription:
        "Les adhésions GPO de vos clients et les prix des contrats GPO appliqués aux commandes.",
      description:
        "Les centrales d'achat (GPO) auxquelles appartiennent vos clients, les prix des contrats GPO sur les commandes et les contrats qui expirent.",
      fullDescription:
        "Group Purchasing Organization enregistre les adhésions GPO de vos clients. Un hôpital, une clinique ou un cabinet peut appartenir à une ou plusieurs GPO, chaque adhésion avec son numéro de membre et ses dates.\n\nChaque contrat GPO liste les produits qu'il couvre et leurs prix contractuels. Quand un membre commande un produit couvert, le prix contractuel s'applique à la ligne de commande et le contrat est indiqué à côté : le prix pourra être justifié plus tard.\n\nLes contrats ont une date de début et de fin. L'application liste les contrats qui expirent bientôt, et les commandes passées hors de la période de validité d'un contrat reviennent à la liste de prix du client.",
      altTextImage:
        "Un contrat GPO avec ses clients membres, les produits couverts et ses dates de validité",
      tags: ["GPO", "contrats", "santé", "tarification"],
      specifications: documentTiers,
      features: [
        {
          title: "Les adhésions de vos clients",
          description:
            "Enregistrez à quelles GPO appartient chaque client, avec les numéros de membre et les dates de validité de l'adhésion.",
        },
        {
          title: "Les prix contractuels sur les commandes",
          description:
            "Les commandes des membres obtiennent le prix du contrat GPO sur les produits couverts, avec le contrat indiqué sur la ligne.",
        },
        {
          title: "Validité des contrats",
          description:
            "Voyez quels contrats expirent bientôt ; hors des dates d'un contrat, les commandes utilisent la liste de prix du client.",
        },
      ],
    }),
    "ndc-management": appText({
      shortDescription:
        "Codes NDC, conditionnements, lots et dates de péremption pour les distributeurs médicaux.",
      description:
        "L'application Enterprise des distributeurs médicaux : codes NDC, conditionnements, lots et péremptions, en vente en gros ou en livraison directe.",
      fullDescription:
        "NDC Healthcare est l'application Enterprise des distributeurs de produits médicaux et pharmaceutiques. Chaque produit porte son code NDC (National Drug Code) et ses conditionnements : commandes, étiquettes et documents utilisent les codes qu'attendent vos clients et vos fabricants.\n\nLe stock est suivi par numéro de lot et date de péremption. Les produits qui arrivent bientôt à péremption sont signalés, et les lots de chaque livraison sont enregistrés pour qu'un lot puisse être tracé jusqu'aux clients qui l'ont reçu.\n\nL'application couvre aussi bien la vente en gros depuis votre propre stock que la livraison directe de produits de santé du fournisseur au client. NDC Healthcare est proposée comme application Enterprise.",
      altTextImage:
        "Une fiche produit avec son code NDC, ses conditionnements et ses lots avec dates de péremption",
      tags: ["NDC", "santé", "traçabilité des lots", "dates de péremption", "livraison directe"],
      specifications: documentTiers,
      features: [
        {
          title: "Des codes NDC sur les produits",
          description:
            "Chaque produit porte son National Drug Code et ses conditionnements, qui apparaissent sur les commandes, les étiquettes et les documents.",
        },
        {
          title: "Lots et dates de péremption",
          description:
            "Le stock est suivi par lot et date de péremption ; les lots proches de la péremption sont signalés et chaque livraison enregistre ses lots.",
        },
        {
          title: "Vente en gros et livraison directe",
          description:
            "Vendez des produits de santé depuis votre propre stock ou faites-les expédier par le fournisseur directement au client.",
        },
      ],
    }),
    "products-inventory": appText({
      shortDescription:
        "Stock par emplacement, réservations pour les commandes et seuils de réapprovisionnement.",
      description:
        "La quantité en stock de chaque produit à chaque emplacement, des réservations pour les commandes et une liste de réapprovisionnement.",
      fullDescription:
        "Products Inventory tient le compte de ce que vous avez en stock. Chaque produit affiche sa quantité disponible à chaque emplacement, comme un entrepôt, une réserve ou une camionnette, ainsi que le total de tous les emplacements.\n\nQuand une commande est confirmée, le stock dont elle a besoin est réservé : les mêmes unités ne sont pas promises deux fois. La quantité disponible correspond au stock physique moins les réservations.\n\nLes seuils de réapprovisionnement fixent le niveau à partir duquel un produit doit être racheté. Les produits passés sous leur seuil apparaissent sur une liste de réapprovisionnement que les acheteurs traitent chaque jour.",
      altTextImage:
        "Une liste de stock affichant les quantités physiques, réservées et disponibles par emplacement",
      tags: ["stocks", "inventaire", "seuils de réapprovisionnement", "réservations"],
      specifications: documentTiers,
      features: [
        {
          title: "Le stock par emplacement",
          description:
            "Voyez les quantités en stock de chaque produit à chaque emplacement, et le total de tous les emplacements.",
        },
        {
          title: "Des réservations pour les commandes",
          description:
            "Les commandes confirmées réservent le stock dont elles ont besoin : les quantités disponibles ne comptent jamais deux fois les mêmes unités.",
        },
        {
          title: "Seuils de réapprovisionnement",
          description:
            "Fixez un seuil par produit ; tout ce qui passe en dessous apparaît sur la liste de réapprovisionnement des acheteurs.",
        },
      ],
    }),

    // Distribution apps
    warehouses: appText({
      shortDescription:
        "Entrepôts et emplacements, listes de préparation et transferts de stock entre sites.",
      description:
        "Organisez chaque entrepôt en emplacements et sachez où se trouve chaque produit. Listes de préparation et transferts de stock entre sites.",
      fullDescription:
        "Warehouses cartographie votre stockage jusqu'à l'emplacement. Chaque entrepôt est divisé en zones et en emplacements, et le stock de chaque produit est enregistré dans les emplacements qui le contiennent : les préparateurs vont directement au bon rayonnage.\n\nLes listes de préparation sont construites à partir des commandes prêtes à expédier et triées par emplacement, pour qu'un préparateur ne parcoure chaque allée qu'une fois. Les quantités prélevées sont confirmées sur un téléphone ou cochées sur la liste imprimée.\n\nLes transferts déplacent le stock entre emplacements, entre entrepôts ou vers un autre site. Un transfert montre ce qui est parti, ce qui est en transit et ce qui est arrivé, et les niveaux de stock dans Products Inventory suivent chaque étape.",
      altTextImage:
        "Le plan d'un entrepôt avec ses emplacements et une liste de préparation triée par emplacement",
      tags: ["entrepôt", "emplacements", "préparation de commandes", "transferts"],
      specifications: documentTiers,
      features: [
        {
          title: "Des emplacements pour chaque produit",
          description:
            "Divisez chaque entrepôt en emplacements et enregistrez ceux qui contiennent chaque produit, avec le nombre d'unités de chacun.",
        },
        {
          title: "Listes de préparation par emplacement",
          description:
            "Construisez des listes de préparation à partir des commandes prêtes à expédier, triées par emplacement pour ne parcourir chaque allée qu'une fois.",
        },
        {
          title: "Transferts entre sites",
          description:
            "Déplacez du stock entre emplacements ou entrepôts et voyez ce qui est parti, ce qui est en transit et ce qui est arrivé.",
        },
      ],
    }),
    shipments: appText({
      shortDescription:
        "Expéditions avec bons de livraison, numéros de suivi et livraisons partielles.",
      description:
        "Des expéditions issues des commandes, avec bons de livraison et numéros de suivi, en plusieurs fois ou livrées directement par le fournisseur.",
      fullDescription:
        "Shipments transforme les commandes clients en livraisons. Choisissez les lignes de commande à envoyer et l'entrepôt de départ, puis imprimez un bon de livraison qui liste chaque article du colis.\n\nChaque expédition porte son transporteur et son numéro de suivi, que le client peut recevoir au départ du colis. Quand tout n'est pas en stock, expédiez ce que vous avez : la commande garde les quantités restantes ouvertes pour une expédition ultérieure.\n\nPour les produits que vous ne stockez pas, le fournisseur peut expédier directement au client. Une livraison directe est enregistrée sur la commande comme toute autre, pour que chacun sache ce qui a été livré et par qui.",
      altTextImage:
        "Une expédition avec son bon de livraison, son numéro de suivi et des lignes de commande partiellement livrées",
      tags: ["expédition", "bons de livraison", "suivi", "livraison directe"],
      specifications: documentTiers,
      features: [
        {
          title: "Bons de livraison",
          description:
            "Créez une expédition à partir des lignes de commande et imprimez un bon de livraison qui liste chaque article et chaque quantité du colis.",
        },
        {
          title: "Suivi et livraisons partielles",
          description:
            "Ajoutez le numéro de suivi à chaque expédition et expédiez en plusieurs fois ; les quantités restantes restent ouvertes sur la commande.",
        },
        {
          title: "Livraison directe par le fournisseur",
          description:
            "Faites expédier le fournisseur directement chez le client et enregistrez la livraison directe sur la commande comme toute autre.",
        },
      ],
    }),
    returns: appText({
      shortDescription:
        "Demandes de retour avec numéro d'autorisation, contrôle et avoir ou remplacement.",
      description:
        "Les retours de la demande à l'avoir : numéros d'autorisation, contrôle des marchandises retournées, puis avoir ou remplacement.",
      fullDescription:
        "Returns enregistre chaque demande de retour de marchandises. Une demande indique la commande, les produits, les quantités et le motif, et votre équipe l'accepte ou la refuse.\n\nLes demandes acceptées reçoivent un numéro d'autorisation de retour que le client inscrit sur le colis : l'entrepôt sait ce qui arrive et pourquoi. Les marchandises retournées sont contrôlées à l'arrivée et le résultat est enregistré : remise en stock, retour au fournisseur ou mise au rebut.\n\nLe retour est ensuite soldé par un avoir pour le client ou par un remplacement expédié sur une nouvelle commande. Chaque étape est conservée sur le retour, avec des liens vers la commande d'origine et l'avoir.",
      altTextImage:
        "Une demande de retour avec son numéro d'autorisation, le résultat du contrôle et l'avoir",
      tags: ["retours", "autorisations de retour", "avoirs", "service client"],
      specifications: documentTiers,
      features: [
        {
          title: "Numéros d'autorisation de retour",
          description:
            "Les demandes acceptées reçoivent un numéro que le client inscrit sur le colis : l'entrepôt sait à quoi s'attendre.",
        },
        {
          title: "Contrôle à l'arrivée",
          description:
            "Notez l'état des marchandises retournées et décidez si elles retournent en stock, chez le fournisseur ou au rebut.",
        },
        {
          title: "Avoir ou remplacement",
          description:
            "Soldez chaque retour par un avoir ou une commande de remplacement, liés à la commande client d'origine.",
        },
      ],
    }),
    rebates: appText({
      shortDescription:
        "Remises différées fournisseurs et clients : accords, provisions, réclamations, règlement.",
      description:
        "Vos accords de remises différées avec fournisseurs et clients, provisionnés à partir des ventes facturées et suivis jusqu'au règlement.",
      fullDescription:
        "Rebates suit l'argent dû après la vente. Un accord de remise différée précise qui paie et qui reçoit, les produits couverts, la période et le taux, qu'un fournisseur vous verse une remise ou que vous en versiez une à un client.\n\nÀ mesure que les factures sont émises, l'application provisionne la remise acquise sur chaque ligne couverte : le montant dû ou à recevoir est connu à tout moment, et pas seulement en fin d'année.\n\nEn fin de période, les provisions deviennent une réclamation de remise. Les réclamations sont envoyées, suivies jusqu'à leur approbation et réglées par paiement ou par avoir, et tout écart entre la réclamation et le règlement est enregistré.",
      altTextImage:
        "Un accord de remise différée avec les montants provisionnés par mois et une réclamation ouverte",
      tags: ["remises différées", "provisions", "réclamations", "finance"],
      specifications: documentTiers,
      features: [
        {
          title: "Accords de remises différées",
          description:
            "Définissez des remises avec fournisseurs et clients par produit, période et taux, y compris celles liées aux contrats GPO.",
        },
        {
          title: "Des provisions issues des factures",
          description:
            "Chaque ligne facturée couverte par un accord s'ajoute à la remise provisionnée : les soldes sont toujours à jour.",
        },
        {
          title: "Réclamations et règlement",
          description:
            "Transformez les provisions en réclamations, suivez-les jusqu'à leur approbation et enregistrez le paiement ou l'avoir qui les règle.",
        },
      ],
    }),
    chargebacks: appText({
      shortDescription:
        "Réclamations de chargeback aux fabricants pour les écarts avec les prix des contrats GPO.",
      description:
        "Réclamez aux fabricants l'écart entre votre coût et le prix du contrat GPO. Suivez le statut de chaque réclamation et rapprochez ce qui a été payé.",
      fullDescription:
        "Chargebacks gère les réclamations qu'un distributeur adresse lorsqu'il vend à un prix de contrat GPO inférieur à son propre coût. Pour chaque ligne facturée sous contrat, l'application calcule l'écart entre votre coût et le prix contractuel.\n\nLes lignes sont regroupées en réclamations de chargeback par fabricant et par période, avec le contrat, le client, le produit et la quantité sur chaque ligne. Les réclamations passent par les statuts brouillon, soumise, acceptée, partiellement payée et payée.\n\nQuand le fabricant paie ou émet un avoir, le rapprochement associe le paiement aux lignes de la réclamation. Les lignes refusées ou payées en partie sont listées avec leurs motifs pour être corrigées et réclamées à nouveau.",
      altTextImage:
        "Une réclamation de chargeback adressée à un fabricant avec les lignes de contrat, les montants et son statut",
      tags: ["chargebacks", "GPO", "réclamations", "rapprochement"],
      specifications: documentTiers,
      features: [
        {
          title: "Des réclamations issues des ventes facturées",
          description:
            "Chaque ligne de facture vendue sous contrat GPO ajoute à une réclamation l'écart entre votre coût et le prix contractuel.",
        },
        {
          title: "Statut des réclamations",
          description:
            "Suivez chaque réclamation du brouillon à la soumission, à l'acceptation et au paiement, fabricant par fabricant.",
        },
        {
          title: "Rapprochement des paiements",
          description:
            "Associez paiements et avoirs des fabricants aux lignes des réclamations, et listez les lignes refusées ou payées en partie à réclamer à nouveau.",
        },
      ],
    }),
    "customer-portal": appText({
      shortDescription:
        "Un accès invité où vos clients consultent commandes, factures, expéditions et documents.",
      description:
        "Donnez à vos clients un accès invité à leurs commandes, factures, expéditions et documents. Ils recommandent leurs achats passés sans appeler votre équipe.",
      fullDescription:
        "Customer Portal ouvre une partie de votre espace de travail à vos clients. Chaque contact client se connecte comme invité et ne voit que les données de sa propre entreprise.\n\nLe portail liste les commandes du client avec leur statut, les factures avec leurs échéances et soldes, et les expéditions avec leurs numéros de suivi. Les documents que vous partagez, comme des certificats ou des relevés, peuvent être téléchargés à tout moment.\n\nUn client peut ouvrir une commande passée et la repasser, en modifiant les quantités avant l'envoi. La nouvelle commande arrive dans Sales Orders comme toute autre, et votre équipe la confirme comme d'habitude.",
      altTextImage:
        "Une page du portail client listant commandes, factures ouvertes et suivi des expéditions",
      tags: ["portail client", "libre-service", "réassort", "accès invité"],
      specifications: documentTiers,
      features: [
        {
          title: "Commandes et factures",
          description:
            "Vos clients voient leurs commandes, factures et soldes ouverts sans demander de copies à votre équipe.",
        },
        {
          title: "Expéditions et documents",
          description:
            "Les numéros de suivi de chaque expédition et les documents partagés, comme les certificats, sont prêts à être consultés et téléchargés.",
        },
        {
          title: "Recommander un achat passé",
          description:
            "Vos clients ouvrent une commande passée, ajustent les quantités et la renvoient comme nouvelle commande client.",
        },
      ],
    }),
  },
  builderPlans: {
    builder0: {
      checkoutPageInfo: { title: "Démarrez votre forfait Builder Startup" },
      checkoutItems: [
        { name: "Espaces de travail", value: "1" },
        { name: "Utilisateurs Builder", value: "1" },
        { name: "Éléments d'application", value: "500" },
        { name: "Documents", value: "100 000" },
        { name: "Utilisateurs de l'espace", value: "Illimités" },
        { name: "Applications", value: "Illimitées" },
        { name: "Assistant IA", value: "Inclus" },
      ],
    },
    builder1: {
      checkoutPageInfo: { title: "Démarrez votre forfait Builder Standard" },
      checkoutItems: [
        { name: "Espaces de travail", value: "1" },
        { name: "Éléments d'application", value: "2 000" },
        { name: "Applications", value: "Illimitées" },
        { name: "Documents", value: "500 000" },
        { name: "Utilisateurs Builder", value: "1" },
        { name: "Applications de l'espace", value: "Illimitées" },
        { name: "Assistant IA", value: "Inclus" },
      ],
    },
    builder2: {
      checkoutPageInfo: { title: "Démarrez votre forfait Builder Advanced" },
      checkoutItems: [
        { name: "Espaces de travail", value: "10" },
        { name: "Éléments d'application", value: "5 000" },
        { name: "Applications", value: "Illimitées" },
        { name: "Documents", value: "1 million" },
        { name: "Utilisateurs Builder", value: "1" },
        { name: "Utilisateurs de l'espace", value: "Illimités" },
        { name: "Assistants IA", value: "Espace de travail et Builder" },
      ],
    },
  },
  templates: {
    "template-b2b-commerce": templateText,
    "template-b2b-commerce-with-gpo": templateText,
    "backoffice-for-startups": templateText,
  },
  licences: {
    "managed-documents": { description: "Par tranche de 100 000 documents" },
    "managed-storage": { description: "Par Go" },
  },
  roadmap: {
    eSignature: {
      description:
        "Envoyez devis, contrats et accords en signature et conservez l'exemplaire signé avec le document.",
    },
    "document-management": {
      description:
        "Classez, versionnez et partagez vos documents dans des dossiers, avec les mêmes rôles et accès invités que le reste de l'espace de travail.",
    },
    "e-learning": {
      description:
        "Créez des cours et des quiz pour vos collaborateurs et partenaires, et suivez qui a terminé quelle leçon.",
    },
    "employee-satisfaction": {
      description:
        "Posez régulièrement de courtes questions à l'équipe et suivez l'évolution de sa satisfaction dans le temps.",
    },
    "feedback-survey": {
      description:
        "Recueillez l'avis de vos clients et partenaires après une commande, un projet ou une demande de support.",
    },
    recruitment: {
      description:
        "Publiez vos offres, recueillez les candidatures et faites avancer les candidats d'entretien en entretien sur un tableau.",
    },
    employees: {
      description:
        "Réunissez dossiers du personnel, contrats, absences et équipements au même endroit.",
    },
  },
};
