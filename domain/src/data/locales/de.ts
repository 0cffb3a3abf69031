/*
 * The catalogue in German (Sie-Form). Names stay as they are: Workcraft, every app name
 * (Contact Management, Deal Flow, Kanban…), template and plan names. Amounts come from the
 * business constants and are written the German way ("10 $", "100.000").
 *
 * Glossary
 *   app store            App Store
 *   workspace            Workspace (der)
 *   builder plan         Builder-Plan; the builder (person) Builder
 *   workspace builder    Workspace Builder (the tool); app elements App-Elemente
 *   managed subscription Managed-Abonnement
 *   template             Vorlage
 *   use case             Anwendungsfall
 *   guest user           Gastnutzer; guest login Gastzugang
 *   user role            Nutzerrolle
 *   super-admin          Super-Admin
 *   document / record    Dokument / Datensatz
 *   quote                Angebot
 *   sales order          Auftrag (Kundenauftrag)
 *   purchase order       Bestellung
 *   invoice              Rechnung; vendor bill Eingangsrechnung
 *   credit note          Gutschrift
 *   vendor               Lieferant
 *   price list           Preisliste; tier price Staffelpreis
 *   receipt (goods)      Wareneingang
 *   deal flow            Dealflow; deal Deal; round Finanzierungsrunde
 *   limited partner      Limited Partner (LP)
 *   check size           Ticketgröße
 *   ownership            Beteiligung
 *   kanban board         Kanban-Board; card Karte
 *   stand-up check-in    Stand-up-Check-in
 *   campaign             Kampagne
 *   free                 kostenlos; tier cost "Kostenlos"; enterprise tier "Enterprise"
 *   coming soon          Demnächst verfügbar
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

const count = (value: number) => new Intl.NumberFormat("de-DE").format(value);
const dollars = (value: number) => `${count(value)} $`;
const FREE = "Kostenlos";
const ENTERPRISE = "Enterprise";

/** Most apps: free up to 100.000 documents, enterprise above. */
const documentTiers: SpecificationsText = {
  tier0: { usage: `bis ${count(FREE_TIER_DOCUMENTS)} Dokumente`, cost: FREE },
  tier1: { usage: `über ${count(FREE_TIER_DOCUMENTS)} Dokumente`, cost: ENTERPRISE },
};

const { freeBelow, step, pricePerStep, enterpriseAbove } = CONTACT_MANAGEMENT_TIERS;
const contactTiers: SpecificationsText = {
  tier0: { usage: `unter ${count(freeBelow)} Kontakten`, cost: FREE },
  tier1: {
    usage: `${count(freeBelow)} bis ${count(enterpriseAbove)} Kontakte`,
    cost: `${dollars(pricePerStep)} pro ${count(step)} Kontakte`,
  },
  tier2: { usage: `über ${count(enterpriseAbove)} Kontakte`, cost: ENTERPRISE },
};

const { freeGb, paidFromGb, pricePerGb, enterpriseAboveGb } = MEDIA_CLOUD_TIERS;
const mediaTiers: SpecificationsText = {
  tier0: { usage: `${freeGb} GB`, cost: FREE },
  tier1: {
    usage: `${paidFromGb} bis ${enterpriseAboveGb} GB`,
    cost: `${dollars(pricePerGb)} pro GB`,
  },
  tier2: { usage: `über ${enterpriseAboveGb} GB`, cost: ENTERPRISE },
};

const templateText: TemplateTranslation = {
  cartSummary: {
    documentsIncludedShort: count(MANAGED_SUBSCRIPTION_INCLUDES.documents),
    storage: `${MANAGED_SUBSCRIPTION_INCLUDES.storageGb} GB`,
  },
};

export const de: CatalogueTranslation = {
  locale: "de",
  apps: {
    // Core apps
    dashboards: appText({
      shortDescription: "Diagramme und Kennzahlen aus den Dokumenten all Ihrer Apps.",
      description:
        "Erstellen Sie Dashboards mit Diagrammen und Kennzahlen aus den Dokumenten jeder App in Ihrem Workspace. Dashboards ist in jedem Workspace kostenlos enthalten.",
      fullDescription:
        "Dashboards bringt die Zahlen Ihres Workspace auf einen Bildschirm. Jedes Diagramm und jede Kennzahl liest die Dokumente einer App, die Sie bereits nutzen – etwa Rechnungen, Deals, Aufgaben oder Tickets. Es gibt also nichts zu exportieren oder zu kopieren.\n\nWählen Sie einen Dokumenttyp, legen Sie fest, was gezählt oder summiert und wie gruppiert wird, und platzieren Sie das Diagramm auf einem Dashboard. Kennzahlen aktualisieren sich, sobald sich Dokumente ändern, und ein Klick auf ein Diagramm öffnet die Dokumente dahinter.\n\nLegen Sie ein Dashboard für jedes Team an oder behalten Sie eines für sich. Dashboards ist in jedem Workspace kostenlos enthalten und funktioniert mit jeder App, die Sie später installieren.",
      altTextImage:
        "Ein Dashboard mit einem Balkendiagramm, einem Liniendiagramm und drei Kennzahlen",
      tags: ["Dashboards", "Diagramme", "Berichte", "Kennzahlen"],
      specifications: documentTiers,
      features: [
        {
          title: "Diagramme aus jeder App",
          description:
            "Zählen oder summieren Sie die Dokumente jeder App im Workspace und zeigen Sie das Ergebnis als Balken-, Linien- oder Kreisdiagramm.",
        },
        {
          title: "Kennzahlen, die aktuell bleiben",
          description:
            "Diagramme lesen die Dokumente selbst: Jede Kennzahl ändert sich, sobald ein Dokument angelegt oder bearbeitet wird.",
        },
        {
          title: "Ein Dashboard pro Team",
          description:
            "Ordnen Sie Diagramme und Kennzahlen auf beliebig vielen Dashboards an und teilen Sie jedes mit den Personen, die damit arbeiten.",
        },
      ],
    }),
    "user-settings": appText({
      shortDescription:
        "Sprache, Währung, Branding, Nutzerrollen und Gastzugänge für einen Workspace.",
      description:
        "Sprache, Zeitzone, Währung, Datumsformat und Branding für Ihr Unternehmen festlegen; Nutzerrollen, Gäste, Sitzungen und API-Integrationen zentral verwalten.",
      fullDescription:
        "In User Settings wird ein Workspace auf die Arbeitsweise Ihres Unternehmens eingestellt. Super-Admins wählen Währung, Sprache und Datumsformat für das ganze Unternehmen, und jeder Nutzer kann seine Zeitzone festlegen. Mit dem Branding erscheinen Ihr Logo und Ihre Farben im Workspace.\n\nVordefinierte Nutzerrollen decken die üblichen Anforderungen ab, und Super-Admins können eigene Rollen anlegen und bearbeiten, etwa eine Nur-Lese-Rolle für Personen, die nur lesen müssen. Teammitglieder und Gastnutzer werden auf demselben Bildschirm eingeladen, einer Rolle zugewiesen und wieder entfernt.\n\nSitzungen und Aktivitäten zeigen, wer sich angemeldet und was sich geändert hat, und auch API-Integrationen werden hier verwaltet. User Settings ist in jedem Workspace kostenlos enthalten.",
      altTextImage:
        "Die Einstellungsseite mit Unternehmenswährung, Sprache und einer Liste von Nutzerrollen",
      tags: ["Einstellungen", "Nutzerrollen", "Berechtigungen", "Gastnutzer", "Branding"],
      specifications: documentTiers,
      features: [
        {
          title: "Unternehmensweite Einstellungen",
          description:
            "Super-Admins legen Währung, Sprache und Datumsformat einmal fest, und jede App im Workspace übernimmt sie.",
        },
        {
          title: "Eigene Nutzerrollen",
          description:
            "Starten Sie mit den vordefinierten Rollen oder legen Sie eigene an, etwa eine Nur-Lese-Rolle, und bestimmen Sie, was jede Rolle sehen und tun darf.",
        },
        {
          title: "Team- und Gastnutzer",
          description:
            "Laden Sie Teammitglieder und Gastnutzer ein, prüfen Sie ihre Sitzungen und Aktivitäten und entziehen Sie den Zugang, wenn er nicht mehr gebraucht wird.",
        },
      ],
    }),
    "api-integrations": appText({
      shortDescription: "Fertige Anbindungen an Buchhaltung, Zahlungsdienste, Chat und E-Mail.",
      description:
        "Verbinden Sie Ihren Workspace mit Buchhaltung, Zahlungsdiensten, Chat und E-Mail. API Integrations ist in jedem Workspace kostenlos enthalten.",
      fullDescription:
        "API Integrations verbindet Ihren Workspace mit den Diensten, die Ihr Unternehmen bereits nutzt. Fertige Anbindungen gibt es für Buchhaltungssoftware, Zahlungsdienste, Chat-Tools und E-Mail-Dienste – so fließen Daten zwischen ihnen, ohne dass jemand etwas von Hand überträgt.\n\nAktivieren Sie eine Anbindung, melden Sie sich beim Dienst an und wählen Sie, was geteilt wird. Eine Buchhaltungsanbindung kann Rechnungen direkt bei der Ausstellung übernehmen, eine Zahlungsanbindung Rechnungen als bezahlt markieren, und Chat- und E-Mail-Anbindungen können Hinweise senden, wenn sich ein Dokument ändert.\n\nJede Anbindung zeigt ihren Status und die zuletzt ausgetauschten Daten und lässt sich jederzeit pausieren oder entfernen. API Integrations ist in jedem Workspace kostenlos enthalten.",
      altTextImage:
        "Eine Liste fertiger Integrationen, gruppiert nach Buchhaltung, Zahlungen, Chat und E-Mail",
      tags: ["Integrationen", "API", "Buchhaltung", "Zahlungen", "E-Mail"],
      specifications: documentTiers,
      features: [
        {
          title: "Buchhaltung und Zahlungen",
          description:
            "Übergeben Sie Rechnungen an Ihre Buchhaltungssoftware und erfassen Sie Zahlungen aus Ihrem Zahlungsdienst, ohne sie doppelt einzutippen.",
        },
        {
          title: "Chat und E-Mail",
          description:
            "Verbinden Sie Chat- und E-Mail-Dienste, damit Ihr Team Hinweise und Nachrichten dort erhält, wo es ohnehin arbeitet.",
        },
        {
          title: "Anbindungen unter Ihrer Kontrolle",
          description:
            "Sehen Sie den Status jeder Anbindung und die zuletzt ausgetauschten Daten, und pausieren oder entfernen Sie sie jederzeit.",
        },
      ],
    }),
    "contact-management": appText({
      shortDescription: "Unternehmen und Personen mit Adressen, Rollen, Notizen und Historie.",
      description:
        "Verwalten Sie Unternehmen und Personen mit Adressen, Rollen, Notizen und Historie an einem Ort. Bis 5.000 Kontakte in jedem Workspace kostenlos.",
      fullDescription:
        "Contact Management enthält die Unternehmen und Personen, mit denen Ihr Unternehmen arbeitet. Jedes Unternehmen hat seine Adressen und die Personen, die dort arbeiten, und jede Person eine Funktion, Kontaktdaten und Notizen.\n\nDie Historie eines Kontakts zeigt die damit verknüpften Dokumente und Gespräche, etwa Angebote, Rechnungen, Aufgaben und Nachrichten. So sieht jeder im Team, was bisher geschah, bevor er zum Telefon greift. Alle anderen Apps im Workspace nutzen dieselben Kontakte.\n\nContact Management ist in jedem Workspace für weniger als 5.000 Kontakte kostenlos enthalten. Von 5.000 bis 500.000 Kontakten kostet es 10 $ pro 5.000 Kontakte; größere Bestände werden auf Anfrage bepreist.",
      altTextImage:
        "Ein Unternehmensdatensatz mit Adresse, zwei Ansprechpartnern und einer Historie von Notizen",
      tags: ["Kontakte", "Unternehmen", "Personen", "Adressbuch"],
      specifications: contactTiers,
      features: [
        {
          title: "Unternehmen und Personen",
          description:
            "Erfassen Sie jedes Unternehmen mit seinen Adressen und verknüpfen Sie die Personen, die dort arbeiten, jeweils mit Funktion und Kontaktdaten.",
        },
        {
          title: "Notizen und Historie",
          description:
            "Ergänzen Sie jeden Kontakt um Notizen und sehen Sie die verknüpften Angebote, Rechnungen, Aufgaben und Nachrichten in einer Zeitleiste.",
        },
        {
          title: "Eine Liste für alle Apps",
          description:
            "Vertrieb, Rechnungsstellung, Support und jede andere App lesen dieselben Kontakte – eine Änderung erscheint überall.",
        },
      ],
    }),
    "automation-builder": appText({
      shortDescription:
        "Eigene Integrationen und Automatisierungen aus Auslösern und Aktionen bauen.",
      description:
        "Bauen Sie eigene Integrationen und Automatisierungen aus Auslösern und Aktionen, abgesichert mit Authentifizierungstokens. In jedem Workspace kostenlos.",
      fullDescription:
        "Mit Automation Builder verbinden Sie Schritte, die Ihr Team sonst von Hand erledigen würde. Eine Automatisierung beginnt mit einem Auslöser, etwa einem neuen Dokument, einem geänderten Feld oder einem festen Zeitpunkt, und führt eine oder mehrere Aktionen aus, zum Beispiel eine Aufgabe anlegen, einen Datensatz aktualisieren oder einen anderen Dienst aufrufen.\n\nWenn eine fertige Integration nicht abdeckt, was Sie brauchen, bauen Sie Ihre eigene. Authentifizierungstokens erlauben es einem externen System, Ihren Workspace aufzurufen, und Ihren Automatisierungen, externe Systeme aufzurufen – jedes Token mit seinen eigenen Rechten.\n\nJeder Lauf wird mit Auslöser und Ergebnis protokolliert, sodass sich ein fehlgeschlagener Schritt leicht finden lässt. Automation Builder ist in jedem Workspace kostenlos enthalten und nutzt API Integrations.",
      altTextImage:
        "Eine Automatisierung mit einem Auslöser bei einer neuen Rechnung, gefolgt von zwei Aktionen",
      tags: ["Automatisierung", "Auslöser", "Aktionen", "Integrationen", "Tokens"],
      specifications: documentTiers,
      features: [
        {
          title: "Auslöser und Aktionen",
          description:
            "Starten Sie eine Automatisierung, wenn ein Dokument angelegt oder geändert wird oder zu einem festen Zeitpunkt, und verketten Sie die folgenden Aktionen.",
        },
        {
          title: "Ihre eigenen Integrationen",
          description:
            "Binden Sie Dienste ohne fertige Integration an, indem Sie sie aus einer Automatisierung aufrufen oder sie Ihren Workspace aufrufen lassen.",
        },
        {
          title: "Authentifizierungstokens",
          description:
            "Geben Sie jedem externen System ein eigenes Token mit genau den Rechten, die es braucht, und widerrufen Sie es, wenn die Anbindung endet.",
        },
      ],
    }),
    "media-cloud": appText({
      shortDescription:
        "Dateien und Bilder speichern, finden und über ein Content Delivery Network ausliefern.",
      description:
        "Dateien im Datei-Explorer ablegen, Stockfotos suchen und alles über ein Content Delivery Network ausliefern. 1 GB ist in jedem Workspace kostenlos.",
      fullDescription:
        "Media Cloud CDN bewahrt die Dateien Ihres Workspace an einem Ort auf. Ein Datei-Explorer mit Ordnern enthält Bilder, Dokumente, Videos und andere Formate, und jede App kann daraus eine Datei anhängen.\n\nDie Stockfoto-Suche findet Bilder für eine Webseite, ein Produkt oder eine Kampagne und speichert sie in Ihren Ordnern. Jede Datei wird über ein Content Delivery Network ausgeliefert, sodass Bilder und Downloads schnell laden, wo auch immer Ihre Kunden sind.\n\nMedia Cloud CDN ist in jedem Workspace mit 1 GB Speicher kostenlos enthalten. Von 5 bis 100 GB kostet es 7 $ pro GB; mehr als 100 GB werden auf Anfrage bepreist.",
      altTextImage: "Ein Datei-Explorer mit Bildordnern und einem Suchfeld für Stockfotos",
      tags: ["Dateien", "Bilder", "Speicher", "CDN"],
      specifications: mediaTiers,
      features: [
        {
          title: "Datei-Explorer",
          description:
            "Sortieren Sie Bilder, Dokumente und Videos in Ordner und hängen Sie sie an jedes Dokument im Workspace an.",
        },
        {
          title: "Stockfoto-Suche",
          description:
            "Suchen Sie Stockfotos direkt in der App und speichern Sie die ausgewählten sofort in Ihren Ordnern.",
        },
        {
          title: "Content Delivery Network",
          description:
            "Jede Datei wird über ein Content Delivery Network ausgeliefert, sodass Bilder und Downloads überall schnell laden.",
        },
      ],
    }),

    // Productivity apps
    "kanban-board": appText({
      shortDescription: "Boards mit Spalten und Karten, die zeigen, wo jede Aufgabe steht.",
      description:
        "Planen Sie Arbeit auf Boards aus Spalten und Karten. Ziehen Sie eine Karte weiter, und das Team sieht, wo jede Aufgabe, Anfrage oder jeder Deal steht.",
      fullDescription:
        "Kanban macht aus jedem Prozess ein Board. Jede Spalte ist eine Phase, jede Karte eine Aufgabe mit Verantwortlichem, Fälligkeitsdatum, Checkliste und Dateien. Um sie voranzubringen, ziehen Sie die Karte einfach in die nächste Spalte.\n\nBoards lesen dieselben Dokumente wie der Rest des Workspace, sodass eine Karte für eine Aufgabe, eine Bestellanforderung oder einen Supportfall stehen kann. Limits pro Spalte zeigen, wo sich Arbeit staut, bevor daraus eine Verzögerung wird.\n\nFilter nach Verantwortlichem, Label oder Fälligkeitsdatum machen aus einem Board eine persönliche Ansicht, und jede Änderung bleibt in der Historie der Karte erhalten.",
      altTextImage:
        "Ein Kanban-Board mit den Spalten Zu erledigen, In Arbeit und Erledigt voller Aufgabenkarten",
      tags: ["Kanban", "Boards", "Aufgaben", "Workflow"],
      specifications: documentTiers,
      features: [
        {
          title: "Spalten für jede Phase",
          description:
            "Benennen Sie die Spalten nach Ihrem eigenen Prozess, legen Sie für jede ein WIP-Limit fest und sehen Sie auf einen Blick, wo Arbeit wartet.",
        },
        {
          title: "Karten, die die Arbeit tragen",
          description:
            "Verantwortliche, Fälligkeiten, Checklisten, Kommentare und Dateien liegen auf der Karte – niemand muss nach der neuesten Version suchen.",
        },
        {
          title: "Ansichten für jede Person",
          description:
            "Filtern Sie ein Board nach Verantwortlichem, Label oder Datum und speichern Sie die Ansicht; für alle anderen bleibt das Board unverändert.",
        },
      ],
    }),
    "project-updates": appText({
      shortDescription: "Projektkanäle, Update-Vorlagen und tägliche Stand-up-Check-ins.",
      description:
        "Jedes Projekt in seinem eigenen Kanal: Updates aus Vorlagen posten und das tägliche Stand-up-Meeting durch einen kurzen schriftlichen Check-in ersetzen.",
      fullDescription:
        "Project Updates gibt jedem Projekt einen Kanal, in dem das Team Fortschritte, Hindernisse und Entscheidungen teilt. Update-Vorlagen halten Beiträge kurz und einheitlich, sodass Leser dieselben Informationen immer an derselben Stelle finden.\n\nTägliche Stand-up-Check-ins stellen jedem Mitglied zur gewünschten Uhrzeit drei Fragen und sammeln die Antworten im Kanal. Aus dem Meeting wird eine Lektüre von zwei Minuten, die über Zeitzonen hinweg funktioniert.\n\nFührungskräfte verfolgen alle Kanäle in einem Feed und können jedes Update öffnen, um die Dokumente zu sehen, auf die es sich bezieht.",
      altTextImage: "Ein Projektkanal mit einem Stand-up-Check-in und zwei Status-Updates",
      tags: ["Projekte", "Status-Updates", "Stand-up", "Teamkommunikation"],
      specifications: documentTiers,
      features: [
        {
          title: "Ein Kanal pro Projekt",
          description:
            "Jedes Projekt erhält seinen eigenen Strom von Updates, mit Mitgliedern, Dateien und Entscheidungen an einem Ort.",
        },
        {
          title: "Update-Vorlagen",
          description:
            "Beginnen Sie jedes Update mit einer Vorlage für Fortschritt, Hindernisse und nächste Schritte – schnell geschrieben und schnell gelesen.",
        },
        {
          title: "Tägliche Stand-up-Check-ins",
          description:
            "Die Mitglieder beantworten die Stand-up-Fragen, wann es ihnen passt; die Antworten stehen im Kanal, bevor der Tag beginnt.",
        },
      ],
    }),
    "to-do-lists": appText({
      shortDescription: "Persönliche und gemeinsame To-do-Listen mit Fälligkeiten und Vorlagen.",
      description:
        "Persönliche und gemeinsame To-do-Listen mit Mitwirkenden und Fälligkeiten. Starten Sie mit Listenvorlagen und lassen Sie sich Aufgaben vorschlagen.",
      fullDescription:
        "Mit To-Do Lists geht nichts Kleines mehr verloren. Legen Sie eine Liste für sich an oder teilen Sie sie mit Mitwirkenden, geben Sie jeder Aufgabe ein Fälligkeitsdatum und haken Sie sie ab, wenn sie erledigt ist.\n\nListenvorlagen wiederholen die Checklisten, die Ihr Team jede Woche abarbeitet, etwa das Onboarding eines Kunden oder den Monatsabschluss. Das System schlägt Aufgaben aus den Dokumenten vor, an denen Sie arbeiten, zum Beispiel das Nachfassen bei einem unbeantworteten Angebot.\n\nJede Liste zeigt, was heute fällig und was überfällig ist, und Erinnerungen kommen, bevor ein Fälligkeitsdatum verstreicht.",
      altTextImage: "Eine gemeinsame To-do-Liste mit Fälligkeiten und zwei Mitwirkenden",
      tags: ["To-do", "Aufgaben", "Checklisten", "Erinnerungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Persönliche und gemeinsame Listen",
          description:
            "Behalten Sie eine Liste für sich oder laden Sie Mitwirkende ein; alle sehen dieselben Aufgaben und wer sie abgehakt hat.",
        },
        {
          title: "Fälligkeiten und Erinnerungen",
          description:
            "Geben Sie einer Aufgabe ein Fälligkeitsdatum und erhalten Sie vorher eine Erinnerung; überfällige Aufgaben rücken nach oben.",
        },
        {
          title: "Vorlagen und vorgeschlagene Aufgaben",
          description:
            "Wiederholen Sie eine Checkliste aus einer Vorlage oder übernehmen Sie Aufgaben, die das System aus Ihren Dokumenten vorschlägt.",
        },
      ],
    }),

    // Investment apps
    "investment-management": appText({
      shortDescription:
        "Start-up-Profile, Performance-Tracking und Due Diligence für jedes Investment.",
      description:
        "Ein Profil für jedes Start-up, in das Sie investieren, mit seiner Entwicklung. Due Diligence aus Vorlagen und Berichte für Limited Partners.",
      fullDescription:
        "Investment Management führt ein Profil pro Start-up: seine Gründer, Finanzierungsrunden, Dokumente und die gemeldeten Kennzahlen. Das Performance-Tracking stellt jede Berichtsperiode neben die vorige, sodass eine Veränderung bei Umsatz, Burn Rate oder Mitarbeiterzahl sichtbar wird, sobald die Zahlen eintreffen.\n\nDue-Diligence-Vorlagen listen die Fragen und Dokumente, die Ihr Team vor jedem Investment prüft. Jede Antwort wird im Profil des Start-ups gespeichert, und die offenen Punkte zeigen, wer noch was liefern muss.\n\nLimited Partners erhalten Gastzugänge, die nur die Investments zeigen, die Sie freigeben. Jedes Profil und jeder Bericht lässt sich für ein Partnermeeting oder einen Investorenbrief als PDF exportieren.",
      altTextImage:
        "Ein Start-up-Profil mit Finanzierungsrunden, gemeldeten Kennzahlen und einer Due-Diligence-Checkliste",
      tags: ["Investments", "Start-ups", "Due Diligence", "Portfolio", "Reporting"],
      specifications: documentTiers,
      features: [
        {
          title: "Start-up-Profile",
          description:
            "Gründer, Runden, Dokumente und gemeldete Kennzahlen jedes Start-ups liegen in einem Profil, mit dem das ganze Team arbeitet.",
        },
        {
          title: "Due-Diligence-Vorlagen",
          description:
            "Beginnen Sie jede Prüfung mit Ihrer eigenen Checkliste aus Fragen und Dokumenten und sehen Sie, welche Punkte noch offen sind.",
        },
        {
          title: "Gastzugänge und PDF-Export",
          description:
            "Geben Sie Limited Partners einen Gastzugang zu den freigegebenen Investments oder exportieren Sie ein Profil oder einen Bericht als PDF.",
        },
      ],
    }),
    "fund-management": appText({
      shortDescription:
        "Fondskennzahlen wie IRR, Harvest, Ticketgröße und Beteiligungen an einem Ort.",
      description:
        "IRR, Harvest und durchschnittliche Ticketgröße jedes Fonds. Beteiligungen bei Einstieg und Exit erfassen, LPs und Start-ups Gastzugang geben.",
      fullDescription:
        "Fund Management berechnet die Kennzahlen, an denen ein Fonds gemessen wird, aus den erfassten Investments und Exits. IRR, Harvest und durchschnittliche Ticketgröße werden für jeden Fonds aktuell gehalten und lassen sich über Fondsjahrgänge hinweg vergleichen.\n\nJedes Investment speichert die Beteiligung beim Einstieg und, sobald das Unternehmen verkauft wird oder an die Börse geht, die Beteiligung beim Exit. Die Fondsansicht zeigt, wie sich jede Beteiligung über die Runden dazwischen verändert hat.\n\nLimited Partners und Start-ups können als Gastnutzer eingeladen werden. Jeder Gast sieht nur den Fonds oder das Unternehmen, zu dem er gehört – Berichte und Dokumente erreichen ihn so ohne separate Mailings.",
      altTextImage:
        "Eine Fondsübersicht mit IRR, Harvest, durchschnittlicher Ticketgröße und einer Tabelle der Beteiligungen",
      tags: ["Fonds", "IRR", "Beteiligungen", "Limited Partners"],
      specifications: documentTiers,
      features: [
        {
          title: "Performance-Kennzahlen des Fonds",
          description:
            "IRR, Harvest und durchschnittliche Ticketgröße werden Fonds für Fonds aus Ihren erfassten Investments und Exits berechnet.",
        },
        {
          title: "Beteiligung bei Einstieg und Exit",
          description:
            "Erfassen Sie die Beteiligung, die Sie an jedem Unternehmen erworben und beim Verkauf gehalten haben, mit jeder Runde dazwischen.",
        },
        {
          title: "Gastnutzer",
          description:
            "Laden Sie Limited Partners und Start-ups als Gäste ein; jeder sieht nur den Fonds oder das Unternehmen, zu dem er gehört.",
        },
      ],
    }),
    "deal-flow": appText({
      shortDescription:
        "Ein Kanban-Board für Deals vom ersten Lead bis zum Abschluss, mit Funnel-Ansicht.",
      description:
        "Bewegen Sie Deals von Lead über Qualifizierung und Opportunity bis zum Abschluss. Mit Rundengröße, Bewertung und dem ganzen Funnel auf einen Blick.",
      fullDescription:
        "Deal Flow bringt jedes Start-up, das Sie sich ansehen, auf ein Kanban-Board. Die Spalten folgen den Phasen eines Deals: Lead, Qualifizierung, Opportunity und Abschluss. Wird eine Karte in die nächste Spalte gezogen, wird festgehalten, wann und von wem der Deal bewegt wurde.\n\nJede Karte enthält Rundengröße und Bewertung, das Pitch Deck und die Notizen aus jedem Meeting. Die Funnel-Ansicht zählt die Deals in jeder Phase – so sehen Sie, wie viele Leads es für ein Investment braucht.\n\nDie Beziehungsstärke zeigt, wie gut Ihr Team die Gründer und die Personen rund um einen Deal kennt, auf Basis der Kontakte in VC Contact Management.",
      altTextImage:
        "Ein Deal-Board mit den Spalten Lead, Qualifizierung, Opportunity und Abschluss voller Start-up-Karten",
      tags: ["Dealflow", "Kanban", "Pipeline", "Start-ups"],
      specifications: documentTiers,
      features: [
        {
          title: "Ein Board für Ihre Deals",
          description:
            "Karten wandern von Lead über Qualifizierung und Opportunity bis zum Abschluss, und jeder Schritt bleibt in der Historie des Deals erhalten.",
        },
        {
          title: "Rundengröße und Bewertung",
          description:
            "Jeder Deal hält die Größe der Runde und die Bewertung fest, direkt neben Pitch Deck und Meeting-Notizen.",
        },
        {
          title: "Funnel und Beziehungsstärke",
          description:
            "Sehen Sie, wie viele Deals in jeder Phase stehen und wie gut Ihr Team die Gründer dahinter kennt.",
        },
      ],
    }),
    "portfolio-kanban": appText({
      shortDescription: "Ein Board pro Portfoliounternehmen für Runden und gemeinsame Arbeit.",
      description:
        "Ein eigenes Board für jedes Portfoliounternehmen: Zielbewertung, Rundengröße, Investmentvehikel und Phase im Blick, externe Mitwirkende eingeladen.",
      fullDescription:
        "Portfolio Kanban gibt jedem Unternehmen in Ihrem Portfolio ein eigenes Board. Darauf liegt die Arbeit, die Ihr Team mit dem Unternehmen erledigt – von der Unterstützung beim Recruiting bis zur Vorbereitung der nächsten Runde –, mit einem Verantwortlichen und einem Fälligkeitsdatum auf jeder Karte.\n\nDer Kopfbereich des Unternehmens zeigt seine Zielbewertung, die Größe der nächsten Runde, das genutzte Investmentvehikel und die erreichte Phase. Diese Angaben werden aktualisiert, während sich das Unternehmen weiterentwickelt.\n\nExterne Mitwirkende wie Gründer oder Co-Investoren können zu einem einzelnen Board eingeladen werden. Sie sehen und bearbeiten dessen Karten, ohne Zugriff auf den Rest Ihres Workspace zu erhalten.",
      altTextImage:
        "Das Board eines Portfoliounternehmens mit Zielbewertung, Rundengröße und Karten offener Aufgaben",
      tags: ["Portfolio", "Kanban", "Start-ups", "Zusammenarbeit"],
      specifications: documentTiers,
      features: [
        {
          title: "Ein Board pro Unternehmen",
          description:
            "Jedes Portfoliounternehmen erhält ein Board für Ihre gemeinsame Arbeit, mit Verantwortlichen und Fälligkeiten auf jeder Karte.",
        },
        {
          title: "Runde und Vehikel im Blick",
          description:
            "Zielbewertung, Rundengröße, Investmentvehikel und Phase stehen oben auf dem Board des Unternehmens.",
        },
        {
          title: "Externe Mitwirkende",
          description:
            "Laden Sie Gründer oder Co-Investoren zu einem Board ein; sie arbeiten an dessen Karten und sehen sonst nichts im Workspace.",
        },
      ],
    }),
    "fundraising-for-funds": appText({
      shortDescription: "Ein Kanban-Board für das Fundraising eines Fonds bei Limited Partners.",
      description:
        "Das Fundraising Ihres Fonds auf einem Kanban-Board: LPs vom Interessenten über die Zusage bis zum Closing führen und das zugesagte Kapital sehen.",
      fullDescription:
        "Fundraising for Funds ist das Board, mit dem ein Fonds Kapital für sich selbst einwirbt. Jede Karte steht für einen Limited Partner, mit dem Sie sprechen, und die Spalten folgen dem Fundraising vom Interessenten über die Zusage bis zum Closing.\n\nEine Karte enthält den Betrag, den der Limited Partner erwägt oder zugesagt hat, die versendeten Dokumente und die Notizen aus jedem Gespräch. Das Board summiert die Zusagen, sodass Sie vor jedem Closing wissen, wie weit der Fonds noch von seinem Ziel entfernt ist.\n\nDie Limited Partners stammen aus VC Contact Management – ihre bisherigen Investments, Interessen und Vorstellungen sind nur einen Klick entfernt.",
      altTextImage:
        "Ein Fundraising-Board mit Karten von Limited Partners in den Spalten Interessent, Zusage und Closing",
      tags: ["Fundraising", "Limited Partners", "Kanban", "Kapitalzusagen"],
      specifications: documentTiers,
      features: [
        {
          title: "Vom Interessenten zum Closing",
          description:
            "Bewegen Sie jeden Limited Partner vom Interessenten über die Zusage bis zum Closing, während das Gespräch voranschreitet.",
        },
        {
          title: "Zugesagtes Kapital",
          description:
            "Das Board summiert die zugesagten Beträge, sodass Sie sehen, wie weit der Fonds noch von seinem Ziel entfernt ist.",
        },
        {
          title: "Verknüpft mit Ihren Kontakten",
          description:
            "Jede Karte öffnet den Kontaktdatensatz des Limited Partners mit Interessen, bisherigen Investments und Vorstellungen.",
        },
      ],
    }),
    "vc-contact-management": appText({
      shortDescription: "Kontakte für Venture Capital: Gründer, Investoren, Berater und mehr.",
      description:
        "Verwalten Sie über 10 Kontakttypen und die Stärke jeder Beziehung. Ersetzt Contact Management und kann nicht zusammen damit installiert werden.",
      fullDescription:
        "VC Contact Management ist die Kontaktliste für Venture Capital. Sie kennt über 10 Kontakttypen, etwa Gründer, Limited Partners, Co-Investoren und Berater, und hält fest, wie stark die Beziehung Ihres Teams zu jeder Person ist.\n\nUnternehmen sind mit ihren Finanzierungsrunden und den Vorstellungen verknüpft, über die sie zu Ihnen kamen. Jeder Kontakt speichert Interessen, bisherige Investments und Veröffentlichungen, sodass Sie sehen, wen Sie zu einem neuen Deal anrufen sollten.\n\nDie App ersetzt die einfache App Contact Management und kann nicht zusammen mit ihr installiert werden. Die anderen Venture-Capital-Apps lesen ihre Gründer, Start-ups und Limited Partners aus dieser Liste.",
      altTextImage:
        "Eine nach Typ gefilterte Kontaktliste mit dem Profil eines Gründers und seiner Beziehungsstärke",
      tags: ["Kontakte", "Venture Capital", "Beziehungen", "Vorstellungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Über 10 Kontakttypen",
          description:
            "Gründer, Limited Partners, Co-Investoren, Berater und mehr, jeweils mit den Feldern, auf die es bei diesem Typ ankommt.",
        },
        {
          title: "Beziehungsstärke",
          description:
            "Sehen Sie, wie gut Ihr Team jede Person kennt und wer die Vorstellung vermittelt hat, bevor Sie Kontakt aufnehmen.",
        },
        {
          title: "Runden, Interessen und Historie",
          description:
            "Unternehmen sind mit ihren Finanzierungsrunden verknüpft; Kontakte speichern Interessen, bisherige Investments und Veröffentlichungen.",
        },
      ],
    }),

    // Marketing apps
    "email-marketing": appText({
      shortDescription: "E-Mail-Kampagnen an Ihre Kontakte, aus Vorlagen, mit Auswertungen.",
      description:
        "Versenden Sie E-Mail-Kampagnen aus Vorlagen mit Personalisierungsfeldern an Ihre Kontakte. Testen Sie jede E-Mail vorab und verfolgen Sie Öffnungen und Klicks.",
      fullDescription:
        "Email Marketing versendet Kampagnen an die Kontakte, die Sie bereits in Contact Management pflegen. Wählen Sie eine Liste oder einen Filter, starten Sie mit einer Vorlage und füllen Sie Personalisierungsfelder wie Vorname oder Unternehmen aus – so liest jeder Empfänger eine Nachricht, die an ihn gerichtet ist.\n\nBevor eine Kampagne rausgeht, senden Sie eine Test-E-Mail an sich oder eine Kollegin, um Layout und eingesetzte Felder zu prüfen. Kampagnen werden über ein verknüpftes E-Mail-Konto oder, bei größeren Listen, über einen Massenversanddienst versendet.\n\nDie Auswertungen zeigen, wer jede Kampagne geöffnet hat, welche Links geklickt wurden und welche Adressen nicht zustellbar waren, und die Ergebnisse werden bei jedem Kontakt gespeichert.",
      altTextImage:
        "Ein Editor für E-Mail-Kampagnen mit Vorlage, Personalisierungsfeldern und einer Schaltfläche für den Testversand",
      tags: ["E-Mail", "Kampagnen", "Newsletter", "Vorlagen", "Auswertungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Vorlagen und Personalisierung",
          description:
            "Starten Sie mit einer Vorlage und fügen Sie Personalisierungsfelder ein, damit jeder Empfänger eine Nachricht mit seinen eigenen Angaben erhält.",
        },
        {
          title: "Vor dem Versand testen",
          description:
            "Prüfen Sie Layout und eingesetzte Felder mit einer Test-E-Mail und versenden Sie dann über ein verknüpftes E-Mail-Konto oder einen Massenversanddienst.",
        },
        {
          title: "Kampagnenauswertung",
          description:
            "Sehen Sie Öffnungen, Klicks und Bounces jeder Kampagne, mit den Ergebnissen im Datensatz jedes Kontakts.",
        },
      ],
    }),
    "sms-marketing": appText({
      shortDescription: "SMS-Kampagnen an Ihre Kontakte, mit Zustell- und Antwortverfolgung.",
      description:
        "SMS-Kampagnen an Ihre Kontakte, ergänzend zur E-Mail. Zustellberichte und Antworten werden bei jedem Kontakt festgehalten, nichts geht verloren.",
      fullDescription:
        "SMS Marketing wird SMS-Kampagnen an die Kontakte versenden, die Sie in Contact Management pflegen. Eine Kampagne kann Menschen per SMS erreichen, als Teil eines Multichannel-Plans, der auch E-Mail und WhatsApp nutzt.\n\nJede Nachricht wird melden, ob sie zugestellt wurde, und Antworten kommen im Workspace direkt neben der Kampagne an, die sie ausgelöst hat. Ihr Team kann Kontakte, die antworten, von derselben Ansicht aus weiter betreuen.\n\nZustell- und Antwortzahlen werden bei jedem Kontakt gespeichert, sodass Ihre Listen zeigen, wer lieber per SMS erreicht werden möchte. Die App ist in Entwicklung und erscheint im Store, sobald sie bereit ist.",
      altTextImage:
        "Eine Ansicht für SMS-Kampagnen mit einer kurzen Nachricht, einer Empfängerliste und dem Zustellstatus",
      tags: ["SMS", "Textnachrichten", "Kampagnen", "Multichannel"],
      features: [
        {
          title: "Multichannel-Kampagnen",
          description:
            "Erreichen Sie Kontakte per SMS als einen Kanal einer Kampagne, die auch E-Mail und WhatsApp nutzen kann.",
        },
        {
          title: "Zustellverfolgung",
          description:
            "Jede Nachricht wird melden, ob sie das Telefon des Empfängers erreicht hat.",
        },
        {
          title: "Antworten im Workspace",
          description:
            "Antworten von Kontakten kommen direkt neben der Kampagne an, bereit zur Nachbearbeitung durch Ihr Team.",
        },
      ],
    }),
    "whatsapp-marketing": appText({
      shortDescription: "WhatsApp-Kampagnen an Ihre Kontakte, mit Zustell- und Antwortverfolgung.",
      description:
        "Versenden Sie WhatsApp-Kampagnen an die Kontakte, die WhatsApp nutzen. Zustellung und Antworten werden bei jedem Kontakt in Ihrem Workspace festgehalten.",
      fullDescription:
        "WhatsApp Marketing wird Kampagnen über WhatsApp an die Kontakte versenden, die Sie in Contact Management pflegen. Es funktioniert als ein Kanal einer Multichannel-Kampagne, neben E-Mail und SMS, sodass jeder Kontakt dort erreicht wird, wo er antwortet.\n\nJede Nachricht wird melden, ob sie zugestellt wurde, und Antworten kommen im Workspace neben der Kampagne an, die sie ausgelöst hat. Ihr Team kann von dort antworten, ohne zum Telefon zu wechseln.\n\nZustell- und Antwortzahlen werden bei jedem Kontakt gespeichert, sodass künftige Kampagnen den Kanal bevorzugen können, der funktioniert. Die App ist in Entwicklung und erscheint im Store, sobald sie bereit ist.",
      altTextImage:
        "Eine Ansicht für WhatsApp-Kampagnen mit Nachrichtenvorschau, Empfängern und Zustellstatus",
      tags: ["WhatsApp", "Messaging", "Kampagnen", "Multichannel"],
      features: [
        {
          title: "Multichannel-Kampagnen",
          description:
            "Nutzen Sie WhatsApp als einen Kanal einer Kampagne, die auch E-Mails und SMS versenden kann.",
        },
        {
          title: "Zustellverfolgung",
          description: "Jede Nachricht wird melden, ob sie dem Kontakt zugestellt wurde.",
        },
        {
          title: "Antworten im Workspace",
          description:
            "Antworten kommen neben der Kampagne an, wo Ihr Team sie beantworten und die Historie behalten kann.",
        },
      ],
    }),
    "online-surveys": appText({
      shortDescription: "Fragebögen an Ihre Kontakte, mit den Antworten direkt in Ihrem Workspace.",
      description:
        "Fragebögen an Ihre Kontakte senden und Antworten sammeln. Jede Antwort wird im Workspace gespeichert und mit dem antwortenden Kontakt verknüpft.",
      fullDescription:
        "Mit Online Surveys werden Sie Fragebögen erstellen und an die Kontakte senden können, die Sie in Contact Management pflegen. Fragen können eine Auswahl, eine Bewertung oder eine schriftliche Antwort verlangen, und jede Umfrage erhält ihren eigenen Link.\n\nDie Antworten werden im Workspace gesammelt statt in einem separaten Tool. Jede Antwort ist mit dem Kontakt verknüpft, der sie gesendet hat, sodass das Feedback eines Kunden direkt neben seinen Aufträgen, E-Mails und Notizen steht.\n\nDie Ergebnisse werden pro Frage zusammengefasst, und einzelne Antworten lassen sich nach Liste oder Kontakt filtern. Die App ist in Entwicklung und erscheint im Store, sobald sie bereit ist.",
      altTextImage:
        "Ein Umfrage-Editor mit Bewertungs- und Multiple-Choice-Fragen und einer Zusammenfassung der Antworten",
      tags: ["Umfragen", "Fragebögen", "Feedback", "Formulare"],
      features: [
        {
          title: "Fragebögen für Kontakte",
          description:
            "Erstellen Sie eine Umfrage aus Auswahl-, Bewertungs- und Textfragen und senden Sie sie an eine Kontaktliste.",
        },
        {
          title: "Antworten im Workspace",
          description:
            "Jede Antwort wird im Workspace gespeichert und mit dem Kontakt verknüpft, der sie gegeben hat.",
        },
        {
          title: "Ergebnisse pro Frage",
          description:
            "Sehen Sie eine Zusammenfassung der Antworten auf jede Frage und filtern Sie einzelne Antworten nach Liste oder Kontakt.",
        },
      ],
    }),

    // Sales and finance apps
    products: appText({
      shortDescription:
        "Der Produktkatalog mit Varianten, Einheiten, Preisen, Bildern und Dokumenten.",
      description:
        "Alles, was Sie verkaufen, in einem Katalog mit Varianten, Einheiten und Preisen. Bilder und Dokumente bleiben beim Produkt – für Angebote, Aufträge und Shop.",
      fullDescription:
        "Products ist der Katalog, aus dem die anderen Vertriebs-Apps lesen. Jeder Artikel hat seine Nummer, seinen Namen, eine Beschreibung und die Varianten, in denen es ihn gibt, etwa Größe, Stärke oder Packung – so deckt ein Produktdatensatz jede Version ab, die ein Kunde bestellen kann.\n\nEinheiten legen fest, wie ein Artikel verkauft und gezählt wird: pro Stück, Karton oder Palette, mit der Umrechnung dazwischen. Preise werden pro Einheit geführt, und ein Produkt kann mehrere Preise tragen, etwa einen Listenpreis und mit bestimmten Kunden vereinbarte Preise.\n\nBilder und Dokumente wie Datenblätter, Gebrauchsanweisungen und Zertifikate hängen am Produkt. Angebote, Aufträge und der Onlineshop zeigen dieselben Informationen, sodass eine Änderung hier überall ankommt, wo sie gebraucht wird.",
      altTextImage:
        "Eine Produktkatalogliste mit Artikelnummern, Varianten, Einheiten und Preisen neben Produktbildern",
      tags: ["Produkte", "Katalog", "Preise", "Varianten"],
      specifications: documentTiers,
      features: [
        {
          title: "Varianten und Einheiten",
          description:
            "Verkaufen Sie ein Produkt in mehreren Größen, Stärken oder Packungsgrößen, pro Stück, Karton oder Palette – die Umrechnung übernimmt die App.",
        },
        {
          title: "Preise pro Einheit",
          description:
            "Führen Sie einen Listenpreis für jede Einheit und Variante, mit eigenen Preisen für Kunden mit vereinbarten Konditionen.",
        },
        {
          title: "Bilder und Dokumente",
          description:
            "Hängen Sie Produktfotos, Datenblätter und Zertifikate einmal an; Angebote, Aufträge und der Shop zeigen sie aus derselben Quelle.",
        },
      ],
    }),
    "sales-quotes": appText({
      shortDescription:
        "Angebote aus dem Katalog, mit Versionen, Freigabe und Umwandlung in einen Auftrag.",
      description:
        "Angebote aus dem Produktkatalog, jede Version bleibt erhalten. Senden Sie ein Angebot zur Freigabe und machen Sie das angenommene zum Auftrag.",
      fullDescription:
        "Sales Quotes erstellt Angebote aus den Produkten, die Sie bereits im Katalog führen. Wählen Sie einen Kunden aus Ihren Kontakten, fügen Sie Artikel, Einheiten und Mengen hinzu, und die Preise kommen aus den Produktdatensätzen – bereit für einen Rabatt pro Position.\n\nWünscht ein Kunde Änderungen, speichern Sie eine neue Version, statt die alte zu überschreiben. Jede Version bleibt am Angebot, sodass Sie sehen, was wann zu welchem Preis angeboten wurde. Angebote über einer von Ihnen festgelegten Grenze gehen vor dem Versand zur Freigabe an eine Führungskraft.\n\nNimmt der Kunde an, wandeln Sie das Angebot in einem Schritt in einen Auftrag um. Kunde, Positionen und Preise werden übernommen – nichts wird doppelt eingetippt.",
      altTextImage:
        "Ein Angebot mit Produktpositionen, Mengen, Preisen, einer Versionsnummer und einem Freigabestatus",
      tags: ["Angebote", "Vertrieb", "Freigabe", "Preise"],
      specifications: documentTiers,
      features: [
        {
          title: "Positionen aus dem Katalog",
          description:
            "Fügen Sie Produkte, Varianten und Einheiten aus dem Katalog hinzu; die Preise kommen aus dem Produkt und lassen sich pro Position anpassen.",
        },
        {
          title: "Versionen jedes Angebots",
          description:
            "Überarbeiten Sie ein Angebot so oft, wie der Kunde es wünscht; frühere Versionen bleiben mit Datum und Preisen erhalten.",
        },
        {
          title: "Freigabe und Umwandlung",
          description:
            "Senden Sie ein Angebot vor dem Versand zur Freigabe und machen Sie aus der angenommenen Version mit einer Aktion einen Auftrag.",
        },
      ],
    }),
    "sales-orders": appText({
      shortDescription:
        "Aufträge aus Angeboten, dem Shop oder manueller Erfassung, verfolgt bis zur Auslieferung.",
      description:
        "Aufträge aus angenommenen Angeboten, dem Onlineshop und manueller Erfassung in einer Liste, jeweils verfolgt von der Bestätigung bis zur Auslieferung.",
      fullDescription:
        "Sales Orders hält jeden Auftrag in einer Liste, egal wo er entstanden ist. Aufträge kommen aus angenommenen Angeboten und aus dem Onlineshop, und Ihr Team kann telefonisch oder per E-Mail eingegangene Aufträge von Hand erfassen, mit Produkten und Preisen aus dem Katalog.\n\nJeder Auftrag durchläuft Status wie bestätigt, in Vorbereitung, versendet und zugestellt. Die Liste zeigt, was in jedem Schritt wartet, und die Historie des Auftrags hält fest, wer seinen Status wann geändert hat.\n\nAufträge sind mit dem Kunden in Ihren Kontakten verknüpft, und Invoicing erstellt daraus Rechnungen – so arbeiten Vertrieb, Lager und Buchhaltung mit demselben Datensatz.",
      altTextImage: "Eine Auftragsliste mit den Spalten Kunde, Quelle, Summe und Status",
      tags: ["Aufträge", "Vertrieb", "Auftragsabwicklung", "Auftragsverfolgung"],
      specifications: documentTiers,
      features: [
        {
          title: "Alle Kanäle in einer Liste",
          description:
            "Aufträge aus Angeboten, dem Onlineshop und manueller Erfassung erscheinen in derselben Liste, jeweils mit ihrer Quelle.",
        },
        {
          title: "Status bis zur Auslieferung",
          description:
            "Bewegen Sie einen Auftrag von bestätigt über versendet bis zugestellt; Filter zeigen, welche Aufträge in welchem Schritt warten.",
        },
        {
          title: "Manuelle Auftragserfassung",
          description:
            "Nehmen Sie einen Auftrag telefonisch oder per E-Mail an und erfassen Sie ihn von Hand, mit Produkten, Einheiten und Preisen aus dem Katalog.",
        },
      ],
    }),
    invoicing: appText({
      shortDescription:
        "Rechnungen aus Aufträgen: Steuern, Nummernkreis, PDF, E-Mail, Fälligkeiten, Mahnungen.",
      description:
        "Rechnungen aus Aufträgen, mit Steuern und fortlaufenden Nummern. Versand als PDF per E-Mail, Zahlungserinnerungen nach Ablauf der Fälligkeit.",
      fullDescription:
        "Invoicing macht aus Aufträgen Rechnungen. Kunde, Positionen und Preise kommen aus dem Auftrag, und die Steuern werden pro Position mit den von Ihnen festgelegten Sätzen berechnet – eine Rechnung ist also ohne erneutes Eintippen bereit zur Prüfung und zum Versand.\n\nRechnungsnummern folgen dem von Ihnen definierten Nummernkreis, ohne Lücken oder Dubletten. Jede Rechnung wird als PDF in Ihrem Layout erzeugt und direkt aus der App per E-Mail an den Kunden gesendet; eine Kopie bleibt am Rechnungsdatensatz.\n\nZahlungsbedingungen bestimmen das Fälligkeitsdatum jeder Rechnung. Ist eine Rechnung nach Fälligkeit noch offen, gehen Zahlungserinnerungen nach dem von Ihnen gewählten Zeitplan raus, und die Rechnungsliste zeigt, welche fällig, überfällig oder bezahlt sind.",
      altTextImage:
        "Eine Rechnung mit Positionen, Steuersummen, Rechnungsnummer und Fälligkeitsdatum neben einer Liste offener Rechnungen",
      tags: ["Rechnungsstellung", "Rechnungen", "Steuern", "Fakturierung", "Mahnungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Rechnungen aus Aufträgen",
          description:
            "Erstellen Sie eine Rechnung in einem Schritt aus einem Auftrag; Positionen, Preise und Kundendaten werden ohne erneutes Eintippen übernommen.",
        },
        {
          title: "Steuern und Nummernkreis",
          description:
            "Steuersätze gelten pro Position, und Rechnungsnummern folgen Ihrem eigenen Nummernkreis – jede Rechnung ist vollständig und in Ordnung.",
        },
        {
          title: "PDF, E-Mail und Mahnungen",
          description:
            "Versenden Sie jede Rechnung als PDF per E-Mail und lassen Sie Zahlungserinnerungen für Rechnungen folgen, die nach Fälligkeit offen sind.",
        },
      ],
    }),
    payments: appText({
      shortDescription: "Zahlungseingänge erfassen und Rechnungen zuordnen, auch Teilzahlungen.",
      description:
        "Zahlungseingänge erfassen und den Rechnungen zuordnen, die sie begleichen. Teilzahlungen werden verfolgt, der offene Saldo jedes Kunden bleibt aktuell.",
      fullDescription:
        "Payments behält das Geld im Blick, das auf Ihre Rechnungen eingeht. Erfassen Sie eine Zahlung mit Datum, Betrag und Verwendungszweck und ordnen Sie sie einer Rechnung zu – oder mehreren, die der Kunde zusammen bezahlt hat.\n\nZahlt ein Kunde nur einen Teil einer Rechnung, wird die Zahlung erfasst und die Rechnung bleibt für den Rest offen. Die Rechnung zeigt, was bezahlt ist und was noch aussteht, und wird als bezahlt markiert, sobald der Saldo null erreicht.\n\nJeder Kunde hat einen offenen Saldo: die Summe seiner unbezahlten Rechnungen abzüglich der eingegangenen Zahlungen. Vertrieb und Buchhaltung sehen dieselbe Zahl – hilfreich, bevor ein neuer Auftrag für einen Kunden im Rückstand bestätigt wird.",
      altTextImage:
        "Eine Liste von Zahlungseingängen, zugeordnet zu Rechnungen, mit dem offenen Saldo eines Kunden an der Seite",
      tags: ["Zahlungen", "Forderungen", "Rechnungen", "Finanzen"],
      specifications: documentTiers,
      features: [
        {
          title: "Zahlungen Rechnungen zuordnen",
          description:
            "Verknüpfen Sie jeden Zahlungseingang mit der Rechnung, die er begleicht, oder verteilen Sie eine Zahlung auf mehrere Rechnungen desselben Kunden.",
        },
        {
          title: "Teilzahlungen",
          description:
            "Erfassen Sie eine Teilzahlung auf eine Rechnung; der Restbetrag bleibt offen, und die Rechnung zeigt, was noch fällig ist.",
        },
        {
          title: "Offener Saldo pro Kunde",
          description:
            "Sehen Sie den unbezahlten Gesamtbetrag jedes Kunden auf einen Blick: offene Rechnungen abzüglich bereits eingegangener Zahlungen.",
        },
      ],
    }),
    "credit-notes": appText({
      shortDescription: "Gutschriften zu Rechnungen für Retouren, Preiskorrekturen und Rabatte.",
      description:
        "Gutschriften zu Rechnungen, wenn Ware zurückkommt, ein Preis falsch war oder später ein Rabatt vereinbart wird. Jede senkt, was der Kunde schuldet.",
      fullDescription:
        "Credit Notes erfasst die Beträge, die Sie einem Kunden gutschreiben. Jede Gutschrift wird zu einer Rechnung ausgestellt, sodass immer klar ist, welchen Verkauf sie korrigiert und warum.\n\nStarten Sie bei der Rechnung und wählen Sie die gutzuschreibenden Positionen. Bei Retouren schreiben Sie die zurückgekommenen Mengen gut, bei einer Preiskorrektur die Differenz pro Einheit, bei einem nach dem Verkauf vereinbarten Rabatt einen Betrag oder einen Prozentsatz der Rechnung.\n\nGutschriften haben einen eigenen Nummernkreis, lassen sich per E-Mail an den Kunden senden und verringern den offenen Betrag der zugehörigen Rechnung. Die Buchhaltung sieht Gutschriften und Rechnungen für jeden Kunden nebeneinander.",
      altTextImage:
        "Eine mit einer Rechnung verknüpfte Gutschrift mit den zurückgegebenen Artikeln und dem gutgeschriebenen Betrag",
      tags: ["Gutschriften", "Retouren", "Rechnungen", "Finanzen"],
      specifications: documentTiers,
      features: [
        {
          title: "Mit der Rechnung verknüpft",
          description:
            "Jede Gutschrift verweist auf die Rechnung, die sie korrigiert, mit Positionen und Beträgen aus dieser Rechnung.",
        },
        {
          title: "Retouren und Preiskorrekturen",
          description:
            "Schreiben Sie die zurückgekommenen Mengen gut oder die Differenz, wenn ein Artikel zum falschen Preis berechnet wurde.",
        },
        {
          title: "Rabatte nach dem Verkauf",
          description:
            "Gewähren Sie nach Rechnungsstellung einen Rabatt als Betrag oder Prozentsatz, und der Saldo des Kunden sinkt entsprechend.",
        },
      ],
    }),
    ecommerce: appText({
      shortDescription:
        "Ein B2B-Onlineshop, in dem Kunden sich anmelden, ihre Preise sehen und bestellen.",
      description:
        "Ein Onlineshop für Ihre Geschäftskunden: Sie melden sich an, sehen ihre Preise und bestellen aus Ihrem Katalog. Jede Bestellung landet in Sales Orders.",
      fullDescription:
        "Ecommerce gibt Ihren Geschäftskunden einen eigenen Shop. Der Shop zeigt die Produkte, Varianten, Bilder und Dokumente aus Ihrem Katalog – es gibt also keine zweite Produktliste, die gepflegt werden muss.\n\nKunden melden sich mit einem Konto an, das mit ihrem Unternehmen verknüpft ist. Nach der Anmeldung sehen sie die für sie geltenden Preise und bestellen in den Einheiten, die Sie verkaufen, etwa Einzelstücke, Kartons oder Kisten.\n\nJede Bestellung aus dem Shop landet mit Kunde, Positionen und Preisen in Sales Orders. Ihr Team bearbeitet sie wie jeden anderen Auftrag, von der Bestätigung über die Auslieferung bis zur Rechnung.",
      altTextImage:
        "Ein B2B-Onlineshop mit der Produktliste eines angemeldeten Kunden, seinen eigenen Preisen und einem Warenkorb",
      tags: ["E-Commerce", "Onlineshop", "B2B", "Bestellen"],
      specifications: documentTiers,
      features: [
        {
          title: "Kundenanmeldung",
          description:
            "Geschäftskunden melden sich in ihrem eigenen Konto an, sodass der Shop weiß, wer für welches Unternehmen bestellt.",
        },
        {
          title: "Preise pro Kunde",
          description:
            "Jeder Kunde sieht die mit ihm vereinbarten Preise aus dem Produktkatalog statt einer einzigen öffentlichen Preisliste.",
        },
        {
          title: "Bestellungen direkt in Sales Orders",
          description:
            "Bestellungen aus dem Shop erscheinen in Sales Orders mit Kunde, Positionen und Preisen, bereit zur Bestätigung durch Ihr Team.",
        },
      ],
    }),
    "lead-management": appText({
      shortDescription: "Leads erfassen, qualifizieren und zuweisen, bevor sie Kunden werden.",
      description:
        "Neue Leads in einer Liste erfassen, sobald sie eingehen. Jeden qualifizieren, einem Vertriebsmitarbeiter zuweisen und begleiten, bis er Kunde wird.",
      fullDescription:
        "Lead Management wird die Unternehmen und Personen im Blick behalten, die Interesse gezeigt haben, aber noch keine Kunden sind. Leads werden in einer Liste erfasst, mit Kontaktdaten, Herkunft und dem, wonach sie gefragt haben.\n\nQualifizieren Sie jeden Lead mit den Fragen, die für Ihr Geschäft zählen, etwa Unternehmenstyp, erwartetes Volumen oder Zeitpunkt, und markieren Sie ihn als qualifiziert oder unpassend. Qualifizierte Leads werden einem Vertriebsmitarbeiter zugewiesen, der seine eigenen Leads in einer Ansicht sieht.\n\nIst ein Lead kaufbereit, wird er mitsamt seiner Historie zum Kunden in Contact Management – so beginnt das erste Angebot mit allem, was das Team bereits weiß.",
      altTextImage:
        "Eine Liste von Leads mit Herkunft, Qualifizierungsstatus und zugewiesenem Vertriebsmitarbeiter",
      tags: ["Leads", "Vertrieb", "Akquise", "Pipeline"],
      features: [
        {
          title: "Leads erfassen",
          description:
            "Sammeln Sie neue Leads in einer Liste, mit Kontaktdaten, Herkunft und der Frage, die sie zu Ihnen geführt hat.",
        },
        {
          title: "Qualifizieren und zuweisen",
          description:
            "Bewerten Sie jeden Lead nach Ihren eigenen Kriterien und übergeben Sie die qualifizierten an einen Vertriebsmitarbeiter.",
        },
        {
          title: "Vom Lead zum Kunden",
          description:
            "Machen Sie aus einem qualifizierten Lead einen Kunden in Contact Management, mit allen bisher gesammelten Notizen und der Historie.",
        },
      ],
    }),

    // Purchasing, pricing and inventory apps
    "purchase-orders": appText({
      shortDescription:
        "Bestellungen an Lieferanten, mit Freigaben und Wareneingängen je Bestellung.",
      description:
        "Bestellungen an Lieferanten, vor dem Versand freigegeben. Lieferungen als Wareneingänge zur Bestellung erfassen und sehen, was noch aussteht.",
      fullDescription:
        "Purchase Orders erfasst, was Sie bei jedem Lieferanten einkaufen. Ein Einkäufer wählt den Lieferanten, fügt Produkte mit Mengen und vereinbarten Preisen hinzu und sendet die nummerierte Bestellung per E-Mail.\n\nBestellungen über einem von Ihnen festgelegten Betrag gehen vor dem Versand an einen Freigebenden, und jede Freigabe oder Ablehnung bleibt bei der Bestellung gespeichert. Nichts erreicht den Lieferanten, bevor es freigegeben ist.\n\nTrifft Ware ein, erfasst das Lager einen Wareneingang zur Bestellung, Position für Position. Teilweise gelieferte Bestellungen bleiben mit den noch ausstehenden Mengen offen, sodass Einkäufer wissen, was angekommen ist und wo sie nachhaken müssen.",
      altTextImage:
        "Eine Bestellung mit Produktpositionen, einem Freigabestatus und zwei Wareneingängen",
      tags: ["Einkauf", "Bestellungen", "Freigaben", "Wareneingang"],
      specifications: documentTiers,
      features: [
        {
          title: "Bestellungen aus Ihren Produkten",
          description:
            "Wählen Sie einen Lieferanten und fügen Sie Produkte mit Mengen und vereinbarten Preisen hinzu; die Bestellung wird nummeriert und aus derselben Ansicht versendet.",
        },
        {
          title: "Freigabe vor dem Versand",
          description:
            "Bestellungen über dem von Ihnen festgelegten Betrag warten auf eine Freigabe, und die Entscheidung wird bei der Bestellung gespeichert.",
        },
        {
          title: "Wareneingänge zur Bestellung",
          description:
            "Erfassen Sie Position für Position, was angekommen ist; teilweise gelieferte Bestellungen bleiben mit den offenen Mengen bestehen.",
        },
      ],
    }),
    "vendor-management": appText({
      shortDescription:
        "Lieferanten mit Kontakten, Konditionen, Dokumenten und Leistung in einem Datensatz.",
      description:
        "Kontakte, Zahlungsbedingungen, Dokumente und Leistung jedes Lieferanten an einem Ort. Lieferanten als Gäste zu gemeinsamen Bestellungen einladen.",
      fullDescription:
        "Vendor Management gibt jedem Lieferanten einen Datensatz mit Kontakten, Zahlungs- und Lieferbedingungen sowie Dokumenten wie Verträgen, Zertifikaten und Preisblättern. Einkäufer finden, was sie brauchen, ohne alte E-Mails zu durchsuchen.\n\nDie Leistung wird aus den Bestellungen und Wareneingängen jedes Lieferanten ermittelt: pünktliche Lieferungen, gelieferte im Vergleich zu bestellten Mengen und Lieferzeiten. Die Zahlen zeigen, welche Lieferanten ihre Zusagen einhalten und mit welchen ein Gespräch fällig ist.\n\nLieferanten können als Gäste eingeladen werden. Mit einem Gastzugang sehen sie nur ihre eigenen Datensätze, bestätigen Bestellungen, aktualisieren Liefertermine und laden Dokumente hoch – so arbeiten beide Seiten mit denselben Informationen.",
      altTextImage:
        "Ein Lieferantendatensatz mit Kontakten, Zahlungsbedingungen, Dokumenten und einem Diagramm zur Lieferleistung",
      tags: ["Lieferanten", "Zulieferer", "Zusammenarbeit", "Einkauf"],
      specifications: documentTiers,
      features: [
        {
          title: "Ein Datensatz pro Lieferant",
          description:
            "Kontakte, Zahlungs- und Lieferbedingungen sowie Dokumente wie Verträge und Zertifikate liegen im Datensatz des Lieferanten.",
        },
        {
          title: "Leistung aus echten Bestellungen",
          description:
            "Termintreue, Lieferquote und Lieferzeit werden aus den Bestellungen und Wareneingängen jedes Lieferanten ermittelt.",
        },
        {
          title: "Gastzugänge für Lieferanten",
          description:
            "Lieferanten melden sich als Gäste an, um Bestellungen zu bestätigen, Liefertermine zu aktualisieren und Dokumente hochzuladen; sie sehen nur ihre eigenen Datensätze.",
        },
      ],
    }),
    bills: appText({
      shortDescription:
        "Eingangsrechnungen mit Abgleich gegen Bestellung und Wareneingang, Fälligkeit und Status.",
      description:
        "Jede Eingangsrechnung vor der Zahlung mit Bestellung und Wareneingängen abgleichen. Fälligkeiten verfolgen und sehen, was offen, bezahlt oder überfällig ist.",
      fullDescription:
        "Bills erfasst, was Ihre Lieferanten Ihnen in Rechnung stellen. Erfassen Sie eine Eingangsrechnung oder erstellen Sie sie aus einer Bestellung; ihre Positionen werden mit der Bestellung und der eingegangenen Ware abgeglichen. Mengen- oder Preisabweichungen werden markiert, bevor jemand die Zahlung freigibt.\n\nJede Eingangsrechnung erhält ihr Fälligkeitsdatum aus den Zahlungsbedingungen des Lieferanten. Eine Liste der in dieser und der nächsten Woche fälligen Rechnungen hilft der Buchhaltung bei der Zahlungsplanung, und überfällige Rechnungen fallen sofort auf.\n\nDer Zahlungsstatus wechselt von offen über teilweise bezahlt zu bezahlt, sobald Zahlungen erfasst werden, und jede Eingangsrechnung verweist auf die Bestellung und die Wareneingänge, mit denen sie abgeglichen wurde.",
      altTextImage:
        "Eine Liste von Eingangsrechnungen mit Fälligkeiten, Abgleichergebnissen und Zahlungsstatus",
      tags: ["Eingangsrechnungen", "Kreditoren", "Rechnungsabgleich", "Zahlungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Abgleich mit Bestellungen",
          description:
            "Rechnungspositionen werden mit Bestellung und Wareneingängen verglichen; Mengen- und Preisabweichungen werden zur Prüfung markiert.",
        },
        {
          title: "Fälligkeiten aus Konditionen",
          description:
            "Fälligkeiten folgen den Zahlungsbedingungen des Lieferanten, und eine Liste zeigt die in dieser und nächster Woche fälligen Rechnungen.",
        },
        {
          title: "Zahlungsstatus",
          description:
            "Jede Eingangsrechnung zeigt, ob sie offen, teilweise bezahlt, bezahlt oder überfällig ist, mit den erfassten Zahlungen.",
        },
      ],
    }),
    "price-lists": appText({
      shortDescription:
        "Preislisten für Kunden und Kundengruppen, mit Gültigkeitsdaten und Staffelpreisen.",
      description:
        "Geben Sie Kunden und Kundengruppen ihre eigenen Preise. Legen Sie Gültigkeitsdaten und Staffelpreise fest, die mit steigender Bestellmenge sinken.",
      fullDescription:
        "Price Lists enthält die Preise, die Sie mit Kunden vereinbaren. Eine Liste kann einem einzelnen Kunden oder einer Gruppe gehören, etwa allen Zahnarztpraxen oder allen Händlern einer Region, und bei der Auftragserfassung gilt automatisch die richtige Liste.\n\nJede Liste hat ein Start- und ein Enddatum, sodass die Preise des nächsten Quartals schon jetzt vorbereitet werden und pünktlich in Kraft treten. Abgelaufene Listen bleiben zum Nachschlagen erhalten.\n\nStaffelpreise legen Produkt für Produkt einen niedrigeren Stückpreis für größere Mengen fest. Bestellt ein Kunde, gilt der Preis für diese Menge, und jeder kann nachvollziehen, aus welcher Liste und Staffel er stammt.",
      altTextImage:
        "Eine Kundenpreisliste mit Gültigkeitsdaten und Mengenstaffeln für drei Produkte",
      tags: ["Preise", "Preislisten", "Staffelpreise", "Großhandel"],
      specifications: documentTiers,
      features: [
        {
          title: "Preise pro Kunde oder Gruppe",
          description:
            "Weisen Sie eine Liste einem einzelnen Kunden oder einer Kundengruppe zu; ihre Aufträge übernehmen die richtigen Preise ohne manuelle Korrektur.",
        },
        {
          title: "Gültigkeitsdaten",
          description:
            "Legen Sie Start- und Enddatum fest, damit neue Preise am vereinbarten Tag gelten und alte ohne manuelle Änderung auslaufen.",
        },
        {
          title: "Staffelpreise nach Menge",
          description:
            "Senken Sie den Stückpreis ab den Mengen, die Sie festlegen, Produkt für Produkt, und sehen Sie bei jedem Auftrag, welche Staffel gegriffen hat.",
        },
      ],
    }),
    "group-purchasing-organization": appText({
      shortDescription:
        "GPO-Mitgliedschaften Ihrer Kunden und GPO-Vertragspreise direkt im Auftrag.",
      description:
        "Erfassen Sie, welchen Einkaufsgemeinschaften (GPOs) Ihre Kunden angehören, wenden Sie GPO-Vertragspreise an und sehen Sie, wann Verträge auslaufen.",
      fullDescription:
        "Group Purchasing Organization erfasst die GPO-Mitgliedschaften Ihrer Kunden. Ein Krankenhaus, eine Klinik oder eine Praxis kann einer oder mehreren GPOs angehören, jede Mitgliedschaft mit Mitgliedsnummer und Laufzeit.\n\nJeder GPO-Vertrag listet die abgedeckten Produkte und ihre Vertragspreise. Bestellt ein Mitglied ein abgedecktes Produkt, wird der Vertragspreis in der Auftragsposition angewendet und der Vertrag daneben genannt – so lässt sich der Preis später erklären.\n\nVerträge haben ein Start- und ein Enddatum. Die App listet bald auslaufende Verträge, und Aufträge außerhalb der Vertragslaufzeit fallen auf die Preisliste des Kunden zurück.",
      altTextImage:
        "Ein GPO-Vertrag mit seinen Mitgliedskunden, abgedeckten Produkten und Gültigkeitsdaten",
      tags: ["GPO", "Verträge", "Gesundheitswesen", "Preise"],
      specifications: documentTiers,
      features: [
        {
          title: "Mitgliedschaften der Kunden",
          description:
            "Erfassen Sie, welchen GPOs jeder Kunde angehört, mit Mitgliedsnummern und der Laufzeit der Mitgliedschaft.",
        },
        {
          title: "Vertragspreise im Auftrag",
          description:
            "Aufträge von Mitgliedern erhalten für abgedeckte Produkte den GPO-Vertragspreis, mit dem Vertrag in der Position.",
        },
        {
          title: "Vertragslaufzeit",
          description:
            "Sehen Sie, welche Verträge bald auslaufen; außerhalb der Vertragslaufzeit gilt die eigene Preisliste des Kunden.",
        },
      ],
    }),
    "ndc-management": appText({
      shortDescription:
        "NDC-Nummern, Packungsgrößen, Chargen und Verfallsdaten für den Medizingroßhandel.",
      description:
        "Die Enterprise-App für Medizingroßhändler: NDC-Nummern, Packungsgrößen, Chargen und Verfallsdaten, für Großhandel und Streckengeschäft.",
      fullDescription:
        "NDC Healthcare ist die Enterprise-App für Großhändler medizinischer und pharmazeutischer Produkte. Jedes Produkt trägt seine National-Drug-Code-Nummer (NDC) und seine Packungsgrößen, sodass Aufträge, Etiketten und Dokumente die Codes verwenden, die Ihre Kunden und Hersteller erwarten.\n\nDer Bestand wird nach Chargennummer und Verfallsdatum geführt. Bald ablaufende Produkte werden markiert, und die Chargen jeder Lieferung werden erfasst, sodass sich eine Charge bis zu den Kunden zurückverfolgen lässt, die sie erhalten haben.\n\nDie App deckt sowohl den Großhandel aus eigenem Lager als auch das Streckengeschäft mit Gesundheitsprodukten vom Lieferanten direkt zum Kunden ab. NDC Healthcare wird als Enterprise-App angeboten.",
      altTextImage:
        "Ein Produktdatensatz mit NDC-Nummer, Packungsgrößen und Chargen mit Verfallsdaten",
      tags: ["NDC", "Gesundheitswesen", "Chargenverfolgung", "Verfallsdaten", "Streckengeschäft"],
      specifications: documentTiers,
      features: [
        {
          title: "NDC-Nummern am Produkt",
          description:
            "Jedes Produkt trägt seinen National Drug Code und seine Packungsgrößen, die auf Aufträgen, Etiketten und Dokumenten erscheinen.",
        },
        {
          title: "Chargen und Verfallsdaten",
          description:
            "Der Bestand wird nach Charge und Verfallsdatum geführt; bald ablaufende Chargen werden markiert, und jede Lieferung erfasst ihre Chargen.",
        },
        {
          title: "Großhandel und Streckengeschäft",
          description:
            "Verkaufen Sie Gesundheitsprodukte aus eigenem Lager oder lassen Sie den Lieferanten direkt an den Kunden liefern.",
        },
      ],
    }),
    "products-inventory": appText({
      shortDescription: "Bestände pro Lagerort, Reservierungen für Aufträge und Meldebestände.",
      description:
        "Der Bestand jedes Produkts an jedem Lagerort. Reservieren Sie Ware für Aufträge und erhalten Sie eine Nachbestellliste, wenn Produkte knapp werden.",
      fullDescription:
        "Products Inventory zählt, was Sie vorrätig haben. Jedes Produkt zeigt seinen Bestand an jedem Lagerort – etwa einem Lager, einem Vorratsraum oder einem Lieferwagen – und die Summe über alle Orte.\n\nWird ein Auftrag bestätigt, wird der benötigte Bestand reserviert, damit dieselben Einheiten nicht zweimal zugesagt werden. Die verfügbare Menge ist der Bestand abzüglich der Reservierungen.\n\nMeldebestände legen fest, ab welcher Menge ein Produkt nachbestellt werden sollte. Produkte unter ihrem Meldebestand erscheinen auf einer Nachbestellliste, die der Einkauf täglich abarbeitet.",
      altTextImage:
        "Eine Bestandsliste mit vorhandenen, reservierten und verfügbaren Mengen pro Lagerort",
      tags: ["Lagerbestand", "Bestand", "Meldebestände", "Reservierungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Bestand pro Lagerort",
          description:
            "Sehen Sie den Bestand jedes Produkts an jedem Lagerort und die Summe über alle Orte.",
        },
        {
          title: "Reservierungen für Aufträge",
          description:
            "Bestätigte Aufträge reservieren den benötigten Bestand, sodass die verfügbare Menge dieselben Einheiten nie doppelt zählt.",
        },
        {
          title: "Meldebestände",
          description:
            "Legen Sie pro Produkt einen Meldebestand fest; alles, was darunter fällt, erscheint auf der Nachbestellliste für den Einkauf.",
        },
      ],
    }),

    // Distribution apps
    warehouses: appText({
      shortDescription:
        "Lager und Lagerplätze, Kommissionierlisten und Umlagerungen zwischen Standorten.",
      description:
        "Gliedern Sie jedes Lager in Lagerplätze und wissen Sie, wo jedes Produkt liegt. Mit Kommissionierlisten und Umlagerungen zwischen Standorten.",
      fullDescription:
        "Warehouses bildet Ihre Lagerflächen bis zum einzelnen Lagerplatz ab. Jedes Lager ist in Zonen und Lagerplätze gegliedert, und der Bestand jedes Produkts wird auf den Plätzen geführt, auf denen es liegt – so gehen Kommissionierer direkt zum richtigen Regal.\n\nKommissionierlisten entstehen aus den versandbereiten Aufträgen und sind nach Lagerplatz sortiert, sodass ein Kommissionierer jeden Gang nur einmal abläuft. Entnommene Mengen werden auf dem Smartphone bestätigt oder auf der gedruckten Liste abgehakt.\n\nUmlagerungen bewegen Bestand zwischen Lagerplätzen, zwischen Lagern oder an einen anderen Standort. Eine Umlagerung zeigt, was abgegangen, was unterwegs und was angekommen ist, und die Bestände in Products Inventory folgen jedem Schritt.",
      altTextImage:
        "Ein Lagerplan mit Lagerplätzen und einer nach Lagerplatz sortierten Kommissionierliste",
      tags: ["Lager", "Lagerplätze", "Kommissionierung", "Umlagerungen"],
      specifications: documentTiers,
      features: [
        {
          title: "Lagerplätze für jedes Produkt",
          description:
            "Gliedern Sie jedes Lager in Lagerplätze und erfassen Sie, auf welchen Plätzen jedes Produkt liegt und wie viele Einheiten jeweils.",
        },
        {
          title: "Kommissionierlisten nach Lagerplatz",
          description:
            "Erstellen Sie Kommissionierlisten aus versandbereiten Aufträgen, nach Lagerplatz sortiert, damit jeder Gang nur einmal abgelaufen wird.",
        },
        {
          title: "Umlagerungen zwischen Standorten",
          description:
            "Bewegen Sie Bestand zwischen Lagerplätzen oder Lagern und sehen Sie, was abgegangen, was unterwegs und was angekommen ist.",
        },
      ],
    }),
    shipments: appText({
      shortDescription:
        "Lieferungen aus Aufträgen mit Lieferscheinen, Sendungsnummern und Teillieferungen.",
      description:
        "Lieferungen aus Aufträgen, mit Lieferschein und Sendungsnummer. Liefern Sie in Teilen oder lassen Sie den Lieferanten direkt an den Kunden liefern.",
      fullDescription:
        "Shipments macht aus Aufträgen Lieferungen. Wählen Sie die zu versendenden Auftragspositionen und das Lager, aus dem sie abgehen, und drucken Sie einen Lieferschein, der jeden Artikel im Paket aufführt.\n\nJede Lieferung trägt ihren Versanddienstleister und ihre Sendungsnummer, und der Kunde kann die Nummer erhalten, sobald die Lieferung unterwegs ist. Ist nicht alles auf Lager, versenden Sie, was Sie haben; der Auftrag hält die Restmengen für eine spätere Lieferung offen.\n\nFür Produkte, die Sie nicht vorrätig haben, kann der Lieferant direkt an den Kunden liefern. Ein Streckengeschäft wird wie jede andere Lieferung am Auftrag erfasst, sodass alle sehen, was von wem geliefert wurde.",
      altTextImage:
        "Eine Lieferung mit Lieferschein, Sendungsnummer und teilweise gelieferten Auftragspositionen",
      tags: ["Versand", "Lieferscheine", "Sendungsverfolgung", "Streckengeschäft"],
      specifications: documentTiers,
      features: [
        {
          title: "Lieferscheine",
          description:
            "Erstellen Sie eine Lieferung aus Auftragspositionen und drucken Sie einen Lieferschein mit jedem Artikel und jeder Menge im Paket.",
        },
        {
          title: "Sendungsverfolgung und Teillieferungen",
          description:
            "Ergänzen Sie jede Lieferung um ihre Sendungsnummer und liefern Sie in Teilen; Restmengen bleiben am Auftrag offen.",
        },
        {
          title: "Streckengeschäft über den Lieferanten",
          description:
            "Lassen Sie den Lieferanten direkt an den Kunden liefern und erfassen Sie das Streckengeschäft wie jede andere Lieferung am Auftrag.",
        },
      ],
    }),
    returns: appText({
      shortDescription: "Retourenanfragen mit Rücksendenummer, Prüfung und Gutschrift oder Ersatz.",
      description:
        "Retouren von der Anfrage bis zur Gutschrift: Rücksendenummern vergeben, zurückgesandte Ware prüfen, dann gutschreiben oder ersetzen.",
      fullDescription:
        "Returns erfasst jede Anfrage, Ware zurückzusenden. Eine Anfrage nennt Auftrag, Produkte, Mengen und Grund, und Ihr Team genehmigt oder lehnt sie ab.\n\nGenehmigte Anfragen erhalten eine Rücksendenummer, die der Kunde auf das Paket schreibt, sodass das Lager weiß, was ankommt und warum. Zurückgesandte Ware wird bei Eingang geprüft und das Ergebnis festgehalten: zurück ins Lager, zurück an den Lieferanten oder Entsorgung.\n\nAbgeschlossen wird die Retoure mit einer Gutschrift für den Kunden oder einer Ersatzlieferung über einen neuen Auftrag. Jeder Schritt bleibt an der Retoure erhalten, mit Verweisen auf den ursprünglichen Auftrag und die Gutschrift.",
      altTextImage: "Eine Retourenanfrage mit Rücksendenummer, Prüfergebnis und Gutschrift",
      tags: ["Retouren", "Rücksendenummern", "Gutschriften", "Kundenservice"],
      specifications: documentTiers,
      features: [
        {
          title: "Rücksendenummern",
          description:
            "Genehmigte Anfragen erhalten eine Nummer, die der Kunde auf das Paket schreibt – so weiß das Lager, was es erwartet.",
        },
        {
          title: "Prüfung bei Eingang",
          description:
            "Erfassen Sie den Zustand zurückgesandter Ware und entscheiden Sie, ob sie zurück ins Lager, zurück an den Lieferanten oder in die Entsorgung geht.",
        },
        {
          title: "Gutschrift oder Ersatz",
          description:
            "Schließen Sie jede Retoure mit einer Gutschrift oder einem Ersatzauftrag ab, verknüpft mit dem ursprünglichen Auftrag.",
        },
      ],
    }),
    rebates: appText({
      shortDescription:
        "Bonusvereinbarungen mit Lieferanten und Kunden, Rückstellungen, Ansprüche und Abrechnung.",
      description:
        "Ihre Bonusvereinbarungen mit Lieferanten und Kunden. Rückstellungen aus fakturierten Umsätzen bilden und jeden Anspruch bis zur Abrechnung verfolgen.",
      fullDescription:
        "Rebates behält das Geld im Blick, das nach dem Verkauf zurückfließt. Eine Bonusvereinbarung legt fest, wer zahlt und wer erhält, welche Produkte sie abdeckt, den Zeitraum und den Satz – ob ein Lieferant Ihnen zahlt oder Sie einem Kunden.\n\nMit jeder ausgestellten Rechnung bildet die App eine Rückstellung für den Bonus jeder abgedeckten Position, sodass der geschuldete oder zu erhaltende Betrag jederzeit bekannt ist und nicht erst zum Jahresende.\n\nAm Ende eines Zeitraums werden die Rückstellungen zu einem Bonusanspruch. Ansprüche werden versendet, bis zur Genehmigung verfolgt und per Zahlung oder Gutschrift abgerechnet, und jede Differenz zwischen Anspruch und Abrechnung wird festgehalten.",
      altTextImage:
        "Eine Bonusvereinbarung mit monatlichen Rückstellungen und einem offenen Bonusanspruch",
      tags: ["Boni", "Rückstellungen", "Ansprüche", "Finanzen"],
      specifications: documentTiers,
      features: [
        {
          title: "Bonusvereinbarungen",
          description:
            "Legen Sie Boni mit Lieferanten und Kunden nach Produkt, Zeitraum und Satz fest, auch solche, die an GPO-Verträge gebunden sind.",
        },
        {
          title: "Rückstellungen aus Rechnungen",
          description:
            "Jede fakturierte Position, die eine Vereinbarung abdeckt, erhöht die Bonusrückstellung – die Salden sind stets aktuell.",
        },
        {
          title: "Ansprüche und Abrechnung",
          description:
            "Machen Sie aus Rückstellungen Ansprüche, verfolgen Sie sie bis zur Genehmigung und erfassen Sie die Zahlung oder Gutschrift, die sie abrechnet.",
        },
      ],
    }),
    chargebacks: appText({
      shortDescription:
        "Chargeback-Forderungen an Hersteller für Differenzen zu GPO-Vertragspreisen.",
      description:
        "Fordern Sie von Herstellern die Differenz zwischen Ihren Kosten und dem GPO-Vertragspreis zurück, mit Status und Zahlungsabgleich je Forderung.",
      fullDescription:
        "Chargebacks bearbeitet die Forderungen, die ein Großhändler stellt, wenn er zu einem GPO-Vertragspreis unter seinen eigenen Kosten verkauft. Für jede fakturierte Position, die unter einen Vertrag fällt, ermittelt die App die Differenz zwischen Ihren Kosten und dem Vertragspreis.\n\nDie Positionen werden zu Chargeback-Forderungen pro Hersteller und Zeitraum gebündelt, mit Vertrag, Kunde, Produkt und Menge in jeder Zeile. Forderungen durchlaufen die Status Entwurf, eingereicht, akzeptiert, teilweise bezahlt und bezahlt.\n\nZahlt der Hersteller oder stellt er eine Gutschrift aus, ordnet der Abgleich die Zahlung den Forderungspositionen zu. Abgelehnte oder zu gering bezahlte Positionen werden mit ihren Gründen aufgelistet, damit sie korrigiert und erneut gefordert werden können.",
      altTextImage:
        "Eine Chargeback-Forderung an einen Hersteller mit Vertragspositionen, Beträgen und Forderungsstatus",
      tags: ["Chargebacks", "GPO", "Forderungen", "Abgleich"],
      specifications: documentTiers,
      features: [
        {
          title: "Forderungen aus fakturierten Umsätzen",
          description:
            "Jede Rechnungsposition, die unter einen GPO-Vertrag fällt, fügt einer Forderung die Differenz zwischen Ihren Kosten und dem Vertragspreis hinzu.",
        },
        {
          title: "Forderungsstatus",
          description:
            "Verfolgen Sie jede Forderung vom Entwurf über eingereicht und akzeptiert bis bezahlt, Hersteller für Hersteller.",
        },
        {
          title: "Zahlungsabgleich",
          description:
            "Ordnen Sie Zahlungen und Gutschriften der Hersteller den Forderungspositionen zu und listen Sie abgelehnte oder zu gering bezahlte Positionen zur erneuten Forderung.",
        },
      ],
    }),
    "customer-portal": appText({
      shortDescription:
        "Ein Gastzugang, über den Kunden Aufträge, Rechnungen, Lieferungen und Dokumente sehen.",
      description:
        "Geben Sie Kunden einen Gastzugang zu ihren Aufträgen, Rechnungen, Lieferungen und Dokumenten. Frühere Bestellungen wiederholen sie, ohne Ihr Team anzurufen.",
      fullDescription:
        "Customer Portal öffnet einen Teil Ihres Workspace für Ihre Kunden. Jeder Ansprechpartner eines Kunden meldet sich als Gast an und sieht nur die Datensätze seines eigenen Unternehmens.\n\nDas Portal listet die Aufträge des Kunden mit ihrem Status, Rechnungen mit Fälligkeiten und Salden sowie Lieferungen mit Sendungsnummern. Dokumente, die Sie teilen, etwa Zertifikate oder Kontoauszüge, lassen sich jederzeit herunterladen.\n\nEin Kunde kann einen früheren Auftrag öffnen und erneut aufgeben, wobei er vor dem Absenden die Mengen ändern kann. Der neue Auftrag kommt wie jeder andere in Sales Orders an, und Ihr Team bestätigt ihn wie gewohnt.",
      altTextImage:
        "Eine Seite des Kundenportals mit Aufträgen, offenen Rechnungen und Sendungsverfolgung",
      tags: ["Kundenportal", "Self-Service", "Nachbestellung", "Gastzugang"],
      specifications: documentTiers,
      features: [
        {
          title: "Aufträge und Rechnungen",
          description:
            "Kunden sehen ihre Aufträge, Rechnungen und offenen Salden, ohne Ihr Team um Kopien bitten zu müssen.",
        },
        {
          title: "Lieferungen und Dokumente",
          description:
            "Sendungsnummern jeder Lieferung und geteilte Dokumente wie Zertifikate stehen zum Ansehen und Herunterladen bereit.",
        },
        {
          title: "Frühere Bestellungen wiederholen",
          description:
            "Kunden öffnen einen früheren Auftrag, passen die Mengen an und senden ihn als neuen Auftrag erneut ab.",
        },
      ],
    }),
  },
  builderPlans: {
    builder0: {
      checkoutPageInfo: { title: "Starten Sie Ihren Builder-Plan Startup" },
      checkoutItems: [
        { name: "Workspaces", value: "1" },
        { name: "Builder-Nutzer", value: "1" },
        { name: "App-Elemente", value: "500" },
        { name: "Dokumente", value: "100.000" },
        { name: "Workspace-Nutzer", value: "Unbegrenzt" },
        { name: "Apps", value: "Unbegrenzt" },
        { name: "KI-Assistent", value: "Inklusive" },
      ],
    },
    builder1: {
      checkoutPageInfo: { title: "Starten Sie Ihren Builder-Plan Standard" },
      checkoutItems: [
        { name: "Workspaces", value: "1" },
        { name: "App-Elemente", value: "2.000" },
        { name: "Apps", value: "Unbegrenzt" },
        { name: "Dokumente", value: "500.000" },
        { name: "Builder-Nutzer", value: "1" },
        { name: "Workspace-Apps", value: "Unbegrenzt" },
        { name: "KI-Assistent", value: "Inklusive" },
      ],
    },
    builder2: {
      checkoutPageInfo: { title: "Starten Sie Ihren Builder-Plan Advanced" },
      checkoutItems: [
        { name: "Workspaces", value: "10" },
        { name: "App-Elemente", value: "5.000" },
        { name: "Apps", value: "Unbegrenzt" },
        { name: "Dokumente", value: "1 Mio." },
        { name: "Builder-Nutzer", value: "1" },
        { name: "Workspace-Nutzer", value: "Unbegrenzt" },
        { name: "KI-Assistenten", value: "Workspace und Builder" },
      ],
    },
  },
  templates: {
    "template-b2b-commerce": templateText,
    "template-b2b-commerce-with-gpo": templateText,
    "backoffice-for-startups": templateText,
  },
  licences: {
    "managed-documents": { description: "Pro 100.000 Dokumente" },
    "managed-storage": { description: "Pro GB" },
  },
  roadmap: {
    eSignature: {
      description:
        "Angebote, Verträge und Vereinbarungen zur Unterschrift senden und die unterschriebene Fassung beim Dokument ablegen.",
    },
    "document-management": {
      description:
        "Dokumente in Ordnern ablegen, versionieren und teilen – mit denselben Rollen und Gastzugängen wie im übrigen Workspace.",
    },
    "e-learning": {
      description:
        "Kurse und Quizze für Mitarbeitende und Partner erstellen und verfolgen, wer welche Lektion abgeschlossen hat.",
    },
    "employee-satisfaction": {
      description:
        "Dem Team regelmäßig kurze Fragen stellen und verfolgen, wie sich die Zufriedenheit über die Zeit entwickelt.",
    },
    "feedback-survey": {
      description:
        "Feedback von Kunden und Partnern nach einem Auftrag, einem Projekt oder einem Supportfall einholen.",
    },
    recruitment: {
      description:
        "Stellen ausschreiben, Bewerbungen sammeln und Kandidaten auf einem Board durch die Interviewphasen führen.",
    },
    employees: {
      description:
        "Personalakten, Verträge, Abwesenheiten und Ausstattung der Mitarbeitenden an einem Ort führen.",
    },
  },
};
