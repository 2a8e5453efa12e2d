<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>NewPartieDialog</name>
        <message>
            <source>The seed must be a whole number, or empty for a random deal.</source>
            <translation>La graine doit être un nombre entier, ou rester vide pour une donne au hasard.</translation>
        </message>
        <message numerus="yes">
            <source>The seed is too large: use at most %n digits.</source>
            <translation>
                <numerusform>La graine est trop grande : %n chiffre au plus.</numerusform>
                <numerusform>La graine est trop grande : %n chiffres au plus.</numerusform>
            </translation>
        </message>
        <message>
            <source>{opponent}: {description}</source>
            <translation>{opponent} : {description}</translation>
        </message>
        <message>
            <source>Also offer the practice opponents, which do not play as a person would:</source>
            <translation>Proposer aussi les adversaires d'entraînement, qui ne jouent pas comme le ferait une personne :</translation>
        </message>
        <message>
            <source>New Partie</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Start from a traditional rule set; every option below can then be changed.</source>
            <translation>Partir de règles traditionnelles ; chaque option ci-dessous peut ensuite être changée.</translation>
        </message>
        <message>
            <source>Rule options</source>
            <translation>Options des règles</translation>
        </message>
        <message>
            <source>{option}:</source>
            <translation>{option} :</translation>
        </message>
        <message>
            <source>The computer player you play against.</source>
            <translation>Le joueur de l'ordinateur contre qui vous jouez.</translation>
        </message>
        <message>
            <source>Show &amp;practice opponents (advanced)</source>
            <translation>Montrer les adversaires d'&amp;entraînement (avancé)</translation>
        </message>
        <message>
            <source>random</source>
            <comment>the seed box, left empty</comment>
            <translation>au hasard</translation>
        </message>
        <message>
            <source>Leave empty for fresh cards. The same seed with the same rules deals the same cards again, to replay a partie or compare with a friend.</source>
            <translation>Laissez vide pour des cartes nouvelles. La même graine avec les mêmes règles redistribue les mêmes cartes, pour rejouer une partie ou se comparer à un ami.</translation>
        </message>
        <message>
            <source>You</source>
            <comment>the player's name when none is typed</comment>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Your name on the score sheet and in saved parties.</source>
            <translation>Votre nom sur la feuille de marque et dans les parties enregistrées.</translation>
        </message>
        <message>
            <source>&amp;Rules:</source>
            <translation>&amp;Règles :</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>&amp;Adversaire :</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Votre &amp;nom :</translation>
        </message>
        <message>
            <source>S&amp;eed:</source>
            <translation>&amp;Graine :</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Commencer</translation>
        </message>
    </context>
    <context>
        <name>OpponentLabels</name>
        <message>
            <source>Novice</source>
            <translation>Débutant</translation>
        </message>
        <message>
            <source>Knows the standard advice but remembers only the aces and kings played; good for your first parties.</source>
            <translation>Connaît les conseils classiques mais ne retient que les as et les rois joués ; idéal pour vos premières parties.</translation>
        </message>
        <message>
            <source>Casual</source>
            <translation>Amateur</translation>
        </message>
        <message>
            <source>A sound social player who counts every card and thinks about how many to take; a fair game once you know the rules.</source>
            <translation>Un bon joueur de salon qui compte toutes les cartes et réfléchit au nombre de cartes à prendre ; une partie équilibrée dès que vous connaissez les règles.</translation>
        </message>
        <message>
            <source>Club player</source>
            <translation>Joueur de club</translation>
        </message>
        <message>
            <source>Works out the exchange and plays the last seven tricks perfectly; a real test.</source>
            <translation>Étudie son écart et joue parfaitement les sept dernières levées ; une vraie épreuve.</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Reads what your exchange and calls give away, plays most of each deal perfectly and plays to the score.</source>
            <translation>Lit ce que votre écart et vos annonces révèlent, joue presque toute la donne à la perfection et joue en fonction de la marque.</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Maître</translation>
        </message>
        <message>
            <source>The strongest: weighs every card over dozens of possible hands; thinks a little longer.</source>
            <translation>Le plus fort : pèse chaque carte sur des dizaines de mains possibles ; réfléchit un peu plus longtemps.</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Au hasard</translation>
        </message>
        <message>
            <source>Plays any legal card; for testing the rules.</source>
            <translation>Joue n'importe quelle carte permise ; pour tester les règles.</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Glouton</translation>
        </message>
        <message>
            <source>Always makes the most obvious move, never thinks ahead; for practice.</source>
            <translation>Joue toujours le coup le plus évident, sans jamais anticiper ; pour s'entraîner.</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Instant (no animation)</source>
            <translation>Instantanée (sans animation)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Alternating colours: ♠ ♥ ♣ ♦</source>
            <translation>Rouges et noires alternées : ♠ ♥ ♣ ♦</translation>
        </message>
        <message>
            <source>Spades, hearts, diamonds, clubs: ♠ ♥ ♦ ♣</source>
            <translation>Pique, cœur, carreau, trèfle : ♠ ♥ ♦ ♣</translation>
        </message>
        <message>
            <source>Hearts, spades, diamonds, clubs: ♥ ♠ ♦ ♣</source>
            <translation>Cœur, pique, carreau, trèfle : ♥ ♠ ♦ ♣</translation>
        </message>
        <message>
            <source>Ace first</source>
            <translation>L'as d'abord</translation>
        </message>
        <message>
            <source>Lowest card first</source>
            <translation>La plus basse d'abord</translation>
        </message>
        <message>
            <source>Follow the desktop</source>
            <translation>Suivre le bureau</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>How fast cards move on the table. Instant shows every move at once.</source>
            <translation>La vitesse des cartes sur la table. Instantanée montre aussitôt chaque mouvement.</translation>
        </message>
        <message>
            <source>The order of the suits in your hand, left to right.</source>
            <translation>L'ordre des couleurs dans votre main, de gauche à droite.</translation>
        </message>
        <message>
            <source>The order of the cards within each suit of your hand.</source>
            <translation>L'ordre des cartes dans chaque couleur de votre main.</translation>
        </message>
        <message>
            <source>Light or dark windows, panels and table. Follow the desktop: the desktop's own choice, changing when it changes.</source>
            <translation>Fenêtres, panneaux et table clairs ou sombres. Suivre le bureau : le choix du bureau, qui change quand il change.</translation>
        </message>
        <message>
            <source>The language of the whole app. System default: the desktop's language when the app speaks it, English otherwise.</source>
            <translation>La langue de toute l'application. Langue du système : celle du bureau quand l'application la parle, l'anglais sinon.</translation>
        </message>
        <message>
            <source>A change of language applies the next time Piquet Desktop starts.</source>
            <translation>Un changement de langue prend effet au prochain démarrage de Piquet Desktop.</translation>
        </message>
        <message>
            <source>Play a card with a &amp;double-click</source>
            <translation>Jouer une carte d'un &amp;double-clic</translation>
        </message>
        <message>
            <source>Off: a single click plays a card. On: a card is played only by a double-click, which prevents playing a card by accident.</source>
            <translation>Désactivé : un simple clic joue une carte. Activé : une carte n'est jouée que par un double-clic, ce qui évite d'en jouer une par mégarde.</translation>
        </message>
        <message>
            <source>&amp;Expert declarations: call and answer myself</source>
            <translation>Annonces &amp;expertes : annoncer et répondre moi-même</translation>
        </message>
        <message>
            <source>Off: the app calls your best point, sequence and set and answers for you. On: you choose what to call in each category, may sink a combination, and may answer 'good' while holding better, as the laws allow.</source>
            <translation>Désactivé : l'application annonce pour vous votre meilleur point, votre meilleure séquence, vos quatorze et trios, et répond pour vous. Activé : vous choisissez ce que vous annoncez dans chaque catégorie, pouvez celer une combinaison et répondre « bon » en ayant mieux, comme les lois le permettent.</translation>
        </message>
        <message>
            <source>Play &amp;forced cards for me</source>
            <translation>Jouer pour moi les cartes &amp;forcées</translation>
        </message>
        <message>
            <source>On: when only one of your cards may be played (the last trick, or your only card of the suit led), it is played for you; the trick history marks it. Off: you play it yourself.</source>
            <translation>Activé : quand une seule de vos cartes peut être jouée (à la dernière levée, ou votre seule carte de la couleur entamée), elle est jouée pour vous ; l'historique des levées le signale. Désactivé : vous la jouez vous-même.</translation>
        </message>
        <message>
            <source>Open &amp;piquet: show the computer's hand (practice)</source>
            <translation>&amp;Piquet ouvert : montrer la main de l'ordinateur (entraînement)</translation>
        </message>
        <message>
            <source>Practice mode: the computer's hand is shown face up, so you can see why it plays as it does.</source>
            <translation>Mode entraînement : la main de l'ordinateur est montrée face visible, pour que vous voyiez pourquoi il joue ainsi.</translation>
        </message>
        <message>
            <source>Offer &amp;Learn to Play on the start screen</source>
            <translation>Proposer Apprendre à &amp;jouer sur l'écran d'accueil</translation>
        </message>
        <message>
            <source>The guided first deal, every step explained. Off: the start screen leaves it out, and a lesson in progress ends (Help &gt; Learn to Play still starts one).</source>
            <translation>La première donne guidée, chaque étape expliquée. Désactivé : l'écran d'accueil ne la propose plus, et une leçon en cours s'arrête (Aide &gt; Apprendre à jouer en lance toujours une).</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>Vitesse d'&amp;animation :</translation>
        </message>
        <message>
            <source>&amp;Suits in your hand:</source>
            <translation>&amp;Couleurs dans votre main :</translation>
        </message>
        <message>
            <source>Ca&amp;rds in a suit:</source>
            <translation>Ca&amp;rtes dans une couleur :</translation>
        </message>
        <message>
            <source>Colour sc&amp;heme:</source>
            <translation>&amp;Thème :</translation>
        </message>
        <message>
            <source>La&amp;nguage:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>Custom ({suits})</source>
            <comment>a suit order</comment>
            <translation>Ordre personnalisé ({suits})</translation>
        </message>
        <message>
            <source>System default ({language})</source>
            <translation>Langue du système ({language})</translation>
        </message>
    </context>
    <context>
        <name>Registry</name>
        <message>
            <source>Plays any legal card or discard at random: a baseline, not an opponent.</source>
            <translation>Joue au hasard n'importe quelle carte ou quel écart permis : une référence, pas un adversaire.</translation>
        </message>
        <message>
            <source>The obvious move every time, no lookahead: a baseline to beat.</source>
            <translation>Le coup évident à chaque fois, sans anticipation : une référence à battre.</translation>
        </message>
        <message>
            <source>Knows the standard advice (keep the point, take all) but counts only A and K.</source>
            <translation>Connaît les conseils classiques (garder le point, tout prendre) mais ne compte que les as et les rois.</translation>
        </message>
        <message>
            <source>A sound social player: counts every card played, judges how many to take.</source>
            <translation>Un bon joueur de salon : compte toutes les cartes jouées, juge combien en prendre.</translation>
        </message>
        <message>
            <source>Simulates the exchange; calculates the last seven tricks exactly.</source>
            <translation>Simule l'écart ; calcule exactement les sept dernières levées.</translation>
        </message>
        <message>
            <source>Reads the opponent's choices, solves the play from trick 3, plays to the score.</source>
            <translation>Lit les choix de l'adversaire, résout le jeu dès la troisième levée, joue en fonction de la marque.</translation>
        </message>
        <message>
            <source>Solves every card over dozens of worlds; checks its exchange by exact play.</source>
            <translation>Résout chaque carte sur des dizaines de mondes ; vérifie son écart par un jeu exact.</translation>
        </message>
        <message>
            <source>Master frozen as of 2026-12-01: the reference the new Master is measured by.</source>
            <translation>Le Maître figé au 2026-12-01 : la référence à laquelle se mesure le nouveau Maître.</translation>
        </message>
    </context>
</TS>
