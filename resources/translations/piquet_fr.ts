<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>The card art licence file is missing from this installation ({error}).</source>
            <translation>Le fichier de la licence des cartes manque dans cette installation ({error}).</translation>
        </message>
        <message>
            <source>The card game Piquet for two players, played against the computer: Rubicon Piquet, Piquet au cent and the 36-card game, with replays and hints.</source>
            <translation>Le jeu de cartes du piquet, à deux, contre l'ordinateur : le Piquet Rubicon, le Piquet au cent et le Piquet à 36 cartes, avec de quoi revoir les parties et des conseils.</translation>
        </message>
        <message>
            <source>Copyright © 2026 Piquet Desktop contributors.</source>
            <translation>Copyright © 2026 les contributeurs de Piquet Desktop.</translation>
        </message>
        <message>
            <source>Piquet Desktop is free software under the &lt;b&gt;MIT licence&lt;/b&gt;: you may use, copy, change and share it, as long as the copyright notice and the licence go with it. It comes with no warranty. The full text is in the Licences tab.</source>
            <translation>Piquet Desktop est un logiciel libre sous &lt;b&gt;licence MIT&lt;/b&gt; : vous pouvez l'utiliser, le copier, le modifier et le partager, pourvu que la mention du copyright et la licence l'accompagnent. Il est fourni sans aucune garantie. Le texte complet se trouve dans l'onglet Licences.</translation>
        </message>
        <message>
            <source>Text is drawn in &lt;b&gt;{family}&lt;/b&gt;, a font of your system (none is bundled with the app). The DejaVu fonts are free under their own licence: Bitstream Vera's, with DejaVu's changes in the public domain (&lt;a href='{url}'&gt;the licence&lt;/a&gt;).</source>
            <translation>Le texte est affiché en &lt;b&gt;{family}&lt;/b&gt;, une police de votre système (l'application n'en fournit aucune). Les polices DejaVu sont libres sous leur propre licence : celle de Bitstream Vera, les modifications de DejaVu étant dans le domaine public (&lt;a href='{url}'&gt;la licence&lt;/a&gt;).</translation>
        </message>
        <message>
            <source>Text is drawn in &lt;b&gt;{family}&lt;/b&gt;, a font of your system; no font is bundled with the app.</source>
            <translation>Le texte est affiché en &lt;b&gt;{family}&lt;/b&gt;, une police de votre système ; l'application ne fournit aucune police.</translation>
        </message>
        <message>
            <source>The window is made with &lt;b&gt;Qt {qt}&lt;/b&gt; and &lt;b&gt;PySide6 {pyside}&lt;/b&gt; (Qt for Python) by The Qt Company, used under the GNU Lesser General Public License version 3 (&lt;b&gt;LGPL-3.0&lt;/b&gt;): you may replace them with your own build of the same versions.</source>
            <translation>La fenêtre est faite avec &lt;b&gt;Qt {qt}&lt;/b&gt; et &lt;b&gt;PySide6 {pyside}&lt;/b&gt; (Qt pour Python) de The Qt Company, utilisés sous la licence publique générale limitée GNU version 3 (&lt;b&gt;LGPL-3.0&lt;/b&gt;) : vous pouvez les remplacer par votre propre compilation des mêmes versions.</translation>
        </message>
        <message>
            <source>The app runs on &lt;b&gt;Python {python}&lt;/b&gt;, under the Python Software Foundation License (&lt;b&gt;PSF&lt;/b&gt;).</source>
            <translation>L'application fonctionne sous &lt;b&gt;Python {python}&lt;/b&gt;, sous la licence de la Python Software Foundation (&lt;b&gt;PSF&lt;/b&gt;).</translation>
        </message>
        <message>
            <source>The cards are &lt;b&gt;Adrian Kennard&lt;/b&gt;'s design, which he dedicated to the public domain under &lt;b&gt;CC0 1.0 Universal&lt;/b&gt;: anyone may use them for anything. They come from Letele Motebang's conversion of the deck, converted again for this app; the ace of spades is shown without the designer's web address.</source>
            <translation>Les cartes sont dessinées par &lt;b&gt;Adrian Kennard&lt;/b&gt;, qui les a versées dans le domaine public sous &lt;b&gt;CC0 1.0 Universel&lt;/b&gt; : chacun peut en faire ce qu'il veut. Elles viennent de la conversion du jeu par Letele Motebang, convertie de nouveau pour cette application ; l'as de pique est montré sans l'adresse web du dessinateur.</translation>
        </message>
        <message>
            <source>The Statistics window's charts are drawn with &lt;b&gt;pyqtgraph&lt;/b&gt; (MIT licence) on &lt;b&gt;numpy&lt;/b&gt; (BSD licence), which brings OpenBLAS and LAPACK (BSD licences) and the GCC runtime libraries (GPL 3 with the GCC Runtime Library Exception, and LGPL 2.1).</source>
            <translation>Les graphiques de la fenêtre Statistiques sont tracés avec &lt;b&gt;pyqtgraph&lt;/b&gt; (licence MIT) sur &lt;b&gt;numpy&lt;/b&gt; (licence BSD), qui apporte OpenBLAS et LAPACK (licences BSD) et les bibliothèques d'exécution de GCC (GPL 3 avec l'exception GCC Runtime Library, et LGPL 2.1).</translation>
        </message>
        <message>
            <source>The sounds were made for this app, synthesised by a script of its own, and are given to the public domain under &lt;b&gt;CC0 1.0 Universal&lt;/b&gt;. They are played with &lt;b&gt;miniaudio&lt;/b&gt; (David Reid's library and Irmen de Jong's Python binding, MIT licence) through &lt;b&gt;cffi&lt;/b&gt; (MIT licence) and &lt;b&gt;pycparser&lt;/b&gt; (BSD licence).</source>
            <translation>Les sons ont été faits pour cette application, synthétisés par un script qui lui est propre, et sont versés au domaine public sous &lt;b&gt;CC0 1.0 Universel&lt;/b&gt;. Ils sont joués avec &lt;b&gt;miniaudio&lt;/b&gt; (la bibliothèque de David Reid et son interface Python par Irmen de Jong, licence MIT) par l'intermédiaire de &lt;b&gt;cffi&lt;/b&gt; (licence MIT) et de &lt;b&gt;pycparser&lt;/b&gt; (licence BSD).</translation>
        </message>
        <message>
            <source>Card art</source>
            <translation>Dessin des cartes</translation>
        </message>
        <message>
            <source>Sounds</source>
            <translation>Sons</translation>
        </message>
        <message>
            <source>Fonts</source>
            <translation>Polices</translation>
        </message>
        <message>
            <source>Qt and PySide6</source>
            <translation>Qt et PySide6</translation>
        </message>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message>
            <source>numpy and pyqtgraph</source>
            <translation>numpy et pyqtgraph</translation>
        </message>
        <message>
            <source>The Licences tab holds the full text of each licence.</source>
            <translation>L'onglet Licences donne le texte complet de chaque licence.</translation>
        </message>
        <message>
            <source>Piquet Desktop: MIT licence</source>
            <translation>Piquet Desktop : licence MIT</translation>
        </message>
        <message>
            <source>Card art: CC0 1.0 Universal</source>
            <translation>Dessin des cartes : CC0 1.0 Universel</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>À propos de {app}</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;À propos</translation>
        </message>
        <message>
            <source>&amp;Credits</source>
            <translation>&amp;Remerciements</translation>
        </message>
        <message>
            <source>The licences are shown in their original English: only that text is legally binding.</source>
            <translation>Les licences sont données dans leur version originale anglaise : seul ce texte fait foi.</translation>
        </message>
        <message>
            <source>&amp;Licences</source>
            <translation>&amp;Licences</translation>
        </message>
    </context>
    <context>
        <name>AdviceText</name>
        <message>
            <source>good</source>
            <translation>bon</translation>
        </message>
        <message>
            <source>not good</source>
            <translation>pas bon</translation>
        </message>
        <message>
            <source>equal</source>
            <translation>égal</translation>
        </message>
        <message>
            <source>play {card} ({code})</source>
            <translation>jouer {card} ({code})</translation>
        </message>
        <message>
            <source>take no cards</source>
            <translation>ne prendre aucune carte</translation>
        </message>
        <message>
            <source>discard {cards} (take {count})</source>
            <translation>écarter {cards} (en prendre {count})</translation>
        </message>
        <message>
            <source>call point {cards}</source>
            <translation>annoncer le point {cards}</translation>
        </message>
        <message>
            <source>call sequence {cards}</source>
            <translation>annoncer la séquence {cards}</translation>
        </message>
        <message>
            <source>call set {cards}</source>
            <translation>annoncer {cards} (quatorze ou trio)</translation>
        </message>
        <message>
            <source>call no point (sink it)</source>
            <translation>ne pas annoncer le point (le celer)</translation>
        </message>
        <message>
            <source>call no sequence (sink it)</source>
            <translation>ne pas annoncer de séquence (la celer)</translation>
        </message>
        <message>
            <source>call no set (sink it)</source>
            <translation>ne pas annoncer de quatorze ni de trio (le celer)</translation>
        </message>
        <message>
            <source>answer good</source>
            <translation>répondre « bon »</translation>
        </message>
        <message>
            <source>answer not good</source>
            <translation>répondre « pas bon »</translation>
        </message>
        <message>
            <source>answer equal</source>
            <translation>répondre « égal »</translation>
        </message>
        <message>
            <source>look at the cards left in the talon</source>
            <translation>regarder les cartes laissées au talon</translation>
        </message>
        <message>
            <source>leave them unseen</source>
            <translation>ne pas les regarder</translation>
        </message>
        <message>
            <source>do not claim carte blanche</source>
            <translation>ne pas annoncer cartes blanches</translation>
        </message>
        <message>
            <source>claim carte blanche, taking {count}</source>
            <translation>annoncer cartes blanches, en prenant {count}</translation>
        </message>
        <message>
            <source>claim carte blanche</source>
            <translation>annoncer cartes blanches</translation>
        </message>
        <message>
            <source>expected to end the partie about level</source>
            <translation>on peut attendre de finir la partie à peu près à égalité</translation>
        </message>
        <message>
            <source>expected to end the partie about {points} points ahead</source>
            <translation>on peut attendre de finir la partie avec environ {points} points d'avance</translation>
        </message>
        <message>
            <source>expected to end the partie about {points} points behind</source>
            <translation>on peut attendre de finir la partie avec environ {points} points de retard</translation>
        </message>
        <message>
            <source>a {chance} chance of winning the partie</source>
            <translation>{chance} de chances de gagner la partie</translation>
        </message>
        <message>
            <source>about level over the deal</source>
            <translation>à peu près à égalité sur la donne</translation>
        </message>
        <message>
            <source>about {points} points over the deal</source>
            <translation>environ {points} points sur la donne</translation>
        </message>
        <message>
            <source>the six of {suit}</source>
            <translation>le six de {suit}</translation>
        </message>
        <message>
            <source>the seven of {suit}</source>
            <translation>le sept de {suit}</translation>
        </message>
        <message>
            <source>the eight of {suit}</source>
            <translation>le huit de {suit}</translation>
        </message>
        <message>
            <source>the nine of {suit}</source>
            <translation>le neuf de {suit}</translation>
        </message>
        <message>
            <source>the ten of {suit}</source>
            <translation>le dix de {suit}</translation>
        </message>
        <message>
            <source>the knave of {suit}</source>
            <translation>le valet de {suit}</translation>
        </message>
        <message>
            <source>the queen of {suit}</source>
            <translation>la dame de {suit}</translation>
        </message>
        <message>
            <source>the king of {suit}</source>
            <translation>le roi de {suit}</translation>
        </message>
        <message>
            <source>the ace of {suit}</source>
            <translation>l'as de {suit}</translation>
        </message>
        <message>
            <source>{action}, leaving {count}</source>
            <translation>{action}, en en laissant {count}</translation>
        </message>
        <message>
            <source>{action}: {worth}, preferred as more natural to {rival} ({rival_worth})</source>
            <translation>{action} : {worth}, préféré comme plus naturel à {rival} ({rival_worth})</translation>
        </message>
        <message>
            <source>{action}: {worth}</source>
            <translation>{action} : {worth}</translation>
        </message>
        <message>
            <source>{advice} ({point} chance of a better point, {sequence} of a better sequence, {set} of a better set).</source>
            <translation>{advice} ({point} de chances d'un meilleur point, {sequence} d'une meilleure séquence, {set} d'un meilleur quatorze ou trio).</translation>
        </message>
        <message>
            <source>{action}: about level from here to the end of the play.</source>
            <translation>{action} : à peu près à égalité d'ici la fin du jeu de la carte.</translation>
        </message>
        <message>
            <source>{action}: about {points} points from here to the end of the play (the best card by the estimate makes {best}).</source>
            <translation>{action} : environ {points} points d'ici la fin du jeu de la carte (la meilleure carte selon l'estimation fait {best}).</translation>
        </message>
        <message>
            <source>{action}: about {points} points from here to the end of the play.</source>
            <translation>{action} : environ {points} points d'ici la fin du jeu de la carte.</translation>
        </message>
        <message>
            <source>{advice}.</source>
            <translation>{advice}.</translation>
        </message>
        <message>
            <source>likely to end this deal about level</source>
            <translation>cette donne devrait finir à peu près à égalité</translation>
        </message>
        <message>
            <source>likely to win this deal by about {points} points</source>
            <translation>vous devriez gagner cette donne d'environ {points} points</translation>
        </message>
        <message>
            <source>likely to lose this deal by about {points} points</source>
            <translation>vous devriez perdre cette donne d'environ {points} points</translation>
        </message>
    </context>
    <context>
        <name>AiWorker</name>
        <message>
            <source>worker processes cannot start</source>
            <translation>les processus de calcul ne peuvent pas démarrer</translation>
        </message>
        <message>
            <source>The computer now thinks inside the window's process ({reason}); the window may pause while it thinks.</source>
            <translation>L'ordinateur réfléchit désormais dans le processus de la fenêtre ({reason}) : la fenêtre peut se figer pendant qu'il réfléchit.</translation>
        </message>
        <message>
            <source>the worker processes were stopped</source>
            <translation>les processus de calcul ont été arrêtés</translation>
        </message>
        <message>
            <source>a worker process stopped</source>
            <translation>un processus de calcul s'est arrêté</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>expected a whole number, not {text!r}</source>
            <translation>un nombre entier est attendu, pas {text!r}</translation>
        </message>
        <message>
            <source>expected a number of moves &gt;= 0, not {value}</source>
            <translation>un nombre de coups &gt;= 0 est attendu, pas {value}</translation>
        </message>
        <message>
            <source>Start {app}.</source>
            <translation>Lancer {app}.</translation>
        </message>
        <message>
            <source>a saved partie (.piquet) to open</source>
            <translation>une partie enregistrée (.piquet) à ouvrir</translation>
        </message>
        <message>
            <source>make your next N decisions automatically (greedy player), then wait</source>
            <translation>prendre automatiquement vos N prochaines décisions (joueur glouton), puis attendre</translation>
        </message>
        <message>
            <source>play a few moves offscreen (or open FILE), draw the window once and exit (0 when all is well)</source>
            <translation>jouer quelques coups hors écran (ou ouvrir FILE), dessiner la fenêtre une fois et quitter (0 si tout va bien)</translation>
        </message>
        <message>
            <source>with --self-test: open the sample partie shipped with the app</source>
            <translation>avec --self-test : ouvrir la partie d'exemple fournie avec l'application</translation>
        </message>
        <message>
            <source>with --self-test: also have an AI worker process solve a position</source>
            <translation>avec --self-test : faire aussi résoudre une position par un processus de calcul de l'ordinateur</translation>
        </message>
        <message>
            <source>with --self-test: save the window drawn as a PNG image at PATH</source>
            <translation>avec --self-test : enregistrer la fenêtre dessinée en image PNG à PATH</translation>
        </message>
        <message>
            <source>--screenshot only works with --self-test</source>
            <translation>--screenshot ne fonctionne qu'avec --self-test</translation>
        </message>
        <message>
            <source>{flag} only works with --self-test</source>
            <translation>{flag} ne fonctionne qu'avec --self-test</translation>
        </message>
        <message>
            <source>--sample opens the shipped sample partie: give no FILE</source>
            <translation>--sample ouvre la partie d'exemple fournie : ne donnez pas de FILE</translation>
        </message>
        <message>
            <source>not a partie record file: {file} is not an ordinary file</source>
            <translation>pas un fichier de partie : {file} n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>no such file: {file}</source>
            <translation>fichier introuvable : {file}</translation>
        </message>
        <message>
            <source>Piquet is already running: {file} opens in its window.</source>
            <translation>Piquet est déjà lancé : {file} s'ouvre dans sa fenêtre.</translation>
        </message>
        <message>
            <source>Piquet is already running: its window comes forward.</source>
            <translation>Piquet est déjà lancé : sa fenêtre passe au premier plan.</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>The autosaved partie could not be read and cannot be resumed: {problem}. It was kept as {file}.</source>
            <translation>La partie enregistrée automatiquement n'a pas pu être lue et ne peut pas être reprise : {problem}. Elle a été conservée sous {file}.</translation>
        </message>
        <message>
            <source>The autosaved partie could not be read and cannot be resumed: {problem}. It could not be moved aside ({reason}); it is still at {file}.</source>
            <translation>La partie enregistrée automatiquement n'a pas pu être lue et ne peut pas être reprise : {problem}. Elle n'a pas pu être mise de côté ({reason}) ; elle est toujours à {file}.</translation>
        </message>
    </context>
    <context>
        <name>BoundedText</name>
        <message>
            <source>… ({count} more characters)</source>
            <translation>… ({count} caractères de plus)</translation>
        </message>
        <message>
            <source>{items} and {count} more</source>
            <translation>{items} et {count} de plus</translation>
        </message>
    </context>
    <context>
        <name>CardClicks</name>
        <message>
            <source>{prompt} Use the buttons below the table.</source>
            <translation>{prompt} Utilisez les boutons sous la table.</translation>
        </message>
        <message numerus="yes">
            <source>You may discard at most %n card(s): click a raised card to put it back first.</source>
            <translation>
                <numerusform>Vous pouvez écarter au plus %n carte : cliquez d'abord sur une carte soulevée pour la remettre dans la main.</numerusform>
                <numerusform>Vous pouvez écarter au plus %n cartes : cliquez d'abord sur une carte soulevée pour la remettre dans la main.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only cards in your hand can be discarded.</source>
            <translation>Seules les cartes de votre main peuvent être écartées.</translation>
        </message>
        <message>
            <source>{card} chosen: double-click it, click it again or press Enter to play.</source>
            <translation>{card} choisie : double-cliquez dessus, cliquez à nouveau ou appuyez sur Entrée pour la jouer.</translation>
        </message>
    </context>
    <context>
        <name>CardText</name>
        <message>
            <source>J</source>
            <translation>V</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>K</source>
            <translation>R</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
        <message>
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>neuf</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>dix</translation>
        </message>
        <message>
            <source>knave</source>
            <translation>valet</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>dame</translation>
        </message>
        <message>
            <source>king</source>
            <translation>roi</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>as</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
    </context>
    <context>
        <name>Claims</name>
        <message>
            <source>No claim now: a claim is made at your turn to play a card in the tricks.</source>
            <translation>Pas de revendication maintenant : on revendique à son tour de jouer une carte, pendant les levées.</translation>
        </message>
        <message>
            <source>No claim now: only one card is left, play it.</source>
            <translation>Pas de revendication maintenant : il ne reste qu'une carte, jouez-la.</translation>
        </message>
        <message>
            <source>No claim now: for all you can know, {player} may still hold a card that takes a trick.</source>
            <translation>Pas de revendication maintenant : pour autant que vous puissiez le savoir, {player} peut encore tenir une carte qui fait une levée.</translation>
        </message>
        <message>
            <source>You claim the remaining tricks: they are played out.</source>
            <translation>Vous revendiquez les levées restantes : elles sont jouées d'un coup.</translation>
        </message>
        <message>
            <source>{player} claims the remaining tricks: they are played out.</source>
            <translation>{player} revendique les levées restantes : elles sont jouées d'un coup.</translation>
        </message>
        <message>
            <source>Every remaining trick is yours whatever the opponent holds: play them all out at once</source>
            <translation>Toutes les levées restantes sont à vous, quoi que tienne l'adversaire : les jouer toutes d'un coup</translation>
        </message>
    </context>
    <context>
        <name>Combinations</name>
        <message>
            <source>Tierce</source>
            <translation>Tierce</translation>
        </message>
        <message>
            <source>Quart</source>
            <translation>Quatrième</translation>
        </message>
        <message>
            <source>Quint</source>
            <translation>Quinte</translation>
        </message>
        <message>
            <source>Sixième</source>
            <translation>Sixième</translation>
        </message>
        <message>
            <source>Septième</source>
            <translation>Septième</translation>
        </message>
        <message>
            <source>Huitième</source>
            <translation>Huitième</translation>
        </message>
        <message>
            <source>Neuvième</source>
            <translation>Neuvième</translation>
        </message>
        <message>
            <source>to the six</source>
            <translation>au six</translation>
        </message>
        <message>
            <source>to the seven</source>
            <translation>au sept</translation>
        </message>
        <message>
            <source>to the eight</source>
            <translation>au huit</translation>
        </message>
        <message>
            <source>to the nine</source>
            <translation>au neuf</translation>
        </message>
        <message>
            <source>to the ten</source>
            <translation>au dix</translation>
        </message>
        <message>
            <source>to the knave</source>
            <translation>au valet</translation>
        </message>
        <message>
            <source>to the queen</source>
            <translation>à la dame</translation>
        </message>
        <message>
            <source>to the king</source>
            <translation>au roi</translation>
        </message>
        <message>
            <source>Quatorze of tens</source>
            <translation>Quatorze de dix</translation>
        </message>
        <message>
            <source>Quatorze of knaves</source>
            <translation>Quatorze de valets</translation>
        </message>
        <message>
            <source>Quatorze of queens</source>
            <translation>Quatorze de dames</translation>
        </message>
        <message>
            <source>Quatorze of kings</source>
            <translation>Quatorze de rois</translation>
        </message>
        <message>
            <source>Quatorze of aces</source>
            <translation>Quatorze d'as</translation>
        </message>
        <message>
            <source>Trio of tens</source>
            <translation>Trio de dix</translation>
        </message>
        <message>
            <source>Trio of knaves</source>
            <translation>Trio de valets</translation>
        </message>
        <message>
            <source>Trio of queens</source>
            <translation>Trio de dames</translation>
        </message>
        <message>
            <source>Trio of kings</source>
            <translation>Trio de rois</translation>
        </message>
        <message>
            <source>Trio of aces</source>
            <translation>Trio d'as</translation>
        </message>
        <message>
            <source>Point of one</source>
            <translation>Point d'une</translation>
        </message>
        <message>
            <source>Point of two</source>
            <translation>Point de deux</translation>
        </message>
        <message>
            <source>Point of three</source>
            <translation>Point de trois</translation>
        </message>
        <message>
            <source>Point of four</source>
            <translation>Point de quatre</translation>
        </message>
        <message>
            <source>Point of five</source>
            <translation>Point de cinq</translation>
        </message>
        <message>
            <source>Point of six</source>
            <translation>Point de six</translation>
        </message>
        <message>
            <source>Point of seven</source>
            <translation>Point de sept</translation>
        </message>
        <message>
            <source>Point of eight</source>
            <translation>Point de huit</translation>
        </message>
        <message>
            <source>Point of nine</source>
            <translation>Point de neuf</translation>
        </message>
        <message>
            <source>Point of one ({pips}) in {suit}</source>
            <translation>Point d'une ({pips}) à {suit}</translation>
        </message>
        <message>
            <source>Point of {count} ({pips}) in {suit}</source>
            <translation>Point de {count} ({pips}) à {suit}</translation>
        </message>
        <message>
            <source>{sequence} major in {suit}</source>
            <translation>{sequence} majeure à {suit}</translation>
        </message>
        <message>
            <source>{sequence} {to_the_rank} in {suit}</source>
            <translation>{sequence} {to_the_rank} à {suit}</translation>
        </message>
        <message>
            <source>Point of {count}</source>
            <translation>Point de {count}</translation>
        </message>
        <message>
            <source>{combination} ({pips}): {cards}</source>
            <translation>{combination} ({pips}) : {cards}</translation>
        </message>
        <message>
            <source>{combination}: {cards}</source>
            <translation>{combination} : {cards}</translation>
        </message>
    </context>
    <context>
        <name>ConsoleOptions</name>
        <message>
            <source>expected a whole number, not {text}</source>
            <translation>un nombre entier est attendu, pas {text}</translation>
        </message>
        <message>
            <source>must be from {low} to {high}, not {text}</source>
            <translation>doit valoir de {low} à {high}, pas {text}</translation>
        </message>
    </context>
    <context>
        <name>DealSummaries</name>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>Aucune donne n'est encore terminée.</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>Donne &amp;suivante</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>&amp;Analyse</translation>
        </message>
        <message>
            <source>Where you lost points in this deal, decision by decision</source>
            <translation>Où vous avez perdu des points dans cette donne, décision par décision</translation>
        </message>
        <message>
            <source>The review of this deal is in its tab above</source>
            <translation>L'analyse de cette donne est dans son onglet, au-dessus</translation>
        </message>
    </context>
    <context>
        <name>DealSummary</name>
        <message>
            <source>Carte blanche</source>
            <translation>Cartes blanches</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>Point</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>Séquence</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Quatorze et trios</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Les cartes</translation>
        </message>
        <message>
            <source>Capot</source>
            <translation>Capot</translation>
        </message>
        <message>
            <source>Repique</source>
            <translation>Repic</translation>
        </message>
        <message>
            <source>Pique</source>
            <translation>Pic</translation>
        </message>
        <message>
            <source>30 in hand and play before the opponent scored</source>
            <translation>30 en main et au jeu avant que l'adversaire ne marque</translation>
        </message>
        <message>
            <source>30 in hand alone before the opponent scored</source>
            <translation>30 par la main seule avant que l'adversaire ne marque</translation>
        </message>
        <message>
            <source>More than half the tricks</source>
            <translation>Plus de la moitié des levées</translation>
        </message>
        <message>
            <source>Every trick</source>
            <translation>Toutes les levées</translation>
        </message>
        <message numerus="yes">
            <source>Led %n card(s) of ten or more</source>
            <translation>
                <numerusform>%n carte entamée, dix ou plus</numerusform>
                <numerusform>%n cartes entamées, dix ou plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Led %n card(s)</source>
            <translation>
                <numerusform>%n carte entamée</numerusform>
                <numerusform>%n cartes entamées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads with a ten or more</source>
            <translation>
                <numerusform>%n entame adverse gagnée avec un dix ou plus</numerusform>
                <numerusform>%n entames adverses gagnées avec un dix ou plus</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads</source>
            <translation>
                <numerusform>%n entame adverse gagnée</numerusform>
                <numerusform>%n entames adverses gagnées</numerusform>
            </translation>
        </message>
        <message>
            <source>Won the last trick</source>
            <translation>Dernière levée gagnée</translation>
        </message>
        <message>
            <source>Games won (a double game counts two): {won} to {lost}.</source>
            <translation>Manches gagnées (une manche double compte deux) : {won} à {lost}.</translation>
        </message>
        <message>
            <source>Rubiconed ({loser} under 100): the winner gains both totals plus 100, {won} + {lost} + 100 = {margin}.</source>
            <translation>Rubiconé ({loser} sous les 100) : le gagnant marque les deux totaux plus 100, {won} + {lost} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>The winner gains the difference plus 100: {won} − {lost} + 100 = {margin}.</source>
            <translation>Le gagnant marque la différence plus 100 : {won} − {lost} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation>Donne {number}</translation>
        </message>
        <message>
            <source>Deal {number} of {deals}</source>
            <translation>Donne {number} sur {deals}</translation>
        </message>
        <message>
            <source>Deal {number} (played off after a tie)</source>
            <translation>Donne {number} (jouée pour départager une égalité)</translation>
        </message>
        <message>
            <source>Double game won by You, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche double gagnée par vous, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Game won by You, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche gagnée par vous, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Double game won by {player}, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche double gagnée par {player}, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Game won by {player}, {won} to {lost} (games {a} to {b}).</source>
            <translation>Manche gagnée par {player}, {won} à {lost} (manches : {a} à {b}).</translation>
        </message>
        <message>
            <source>Game score when won</source>
            <translation>Score de la manche gagnée</translation>
        </message>
        <message>
            <source>Game score (games {a} to {b})</source>
            <translation>Score de la manche (manches : {a} à {b})</translation>
        </message>
        <message>
            <source>Partie totals</source>
            <translation>Totaux de la partie</translation>
        </message>
    </context>
    <context>
        <name>DealSummaryDialog</name>
        <message>
            <source>{title}: summary</source>
            <translation>{title} : résumé</translation>
        </message>
        <message>
            <source>Elder hand: {elder}. Younger hand: {younger}.</source>
            <translation>Premier en main : {elder}. Dernier en main : {younger}.</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motif</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Donne suivante</translation>
        </message>
        <message>
            <source>&amp;Details</source>
            <translation>&amp;Détails</translation>
        </message>
        <message>
            <source>Every score of the deal, one by one, in the order made</source>
            <translation>Tous les points de la donne, un par un, dans l'ordre où ils ont été marqués</translation>
        </message>
        <message>
            <source>Sheet</source>
            <translation>Feuille</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>This deal (counts double)</source>
            <translation>Cette donne (compte double)</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Cette donne</translation>
        </message>
        <message>
            <source>Nothing scored</source>
            <translation>Aucun point marqué</translation>
        </message>
    </context>
    <context>
        <name>DecisionKinds</name>
        <message>
            <source>carte_blanche</source>
            <translation>cartes blanches</translation>
        </message>
        <message>
            <source>exchange</source>
            <translation>écart</translation>
        </message>
        <message>
            <source>call</source>
            <translation>annonce</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>réponse</translation>
        </message>
        <message>
            <source>talon_choice</source>
            <translation>choix au talon</translation>
        </message>
        <message>
            <source>play</source>
            <translation>jeu</translation>
        </message>
    </context>
    <context>
        <name>DecisionPrompt</name>
        <message>
            <source>{player} is deciding on carte blanche…</source>
            <translation>{player} réfléchit à ses cartes blanches…</translation>
        </message>
        <message>
            <source>{player} to say whether he claims carte blanche.</source>
            <translation>À {player} de dire s'il annonce cartes blanches.</translation>
        </message>
        <message>
            <source>{player} is exchanging…</source>
            <translation>{player} écarte…</translation>
        </message>
        <message>
            <source>{player} to exchange.</source>
            <translation>À {player} d'écarter.</translation>
        </message>
        <message>
            <source>{player} is declaring…</source>
            <translation>{player} annonce…</translation>
        </message>
        <message>
            <source>{player} to declare.</source>
            <translation>À {player} d'annoncer.</translation>
        </message>
        <message>
            <source>{player} is deciding on the talon…</source>
            <translation>{player} réfléchit au talon…</translation>
        </message>
        <message>
            <source>{player} to choose whether to look at the talon.</source>
            <translation>À {player} de choisir s'il regarde le talon.</translation>
        </message>
        <message>
            <source>{player} is thinking…</source>
            <translation>{player} réfléchit…</translation>
        </message>
        <message>
            <source>{player} to play.</source>
            <translation>À {player} de jouer.</translation>
        </message>
        <message>
            <source>Deal {number}: dealing…</source>
            <translation>Donne {number} : on distribue les cartes…</translation>
        </message>
        <message>
            <source>The partie is over. {result}</source>
            <translation>La partie est finie. {result}</translation>
        </message>
        <message>
            <source>Deal &amp;summary</source>
            <translation>&amp;Résumé de la donne</translation>
        </message>
        <message>
            <source>&amp;Replay it</source>
            <translation>Re&amp;voir la partie</translation>
        </message>
        <message>
            <source>&amp;New Partie…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>Deal {number} is over. Read the summary, then go on to the next deal.</source>
            <translation>La donne {number} est finie. Lisez le résumé, puis passez à la donne suivante.</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>Donne &amp;suivante</translation>
        </message>
        <message numerus="yes">
            <source>You left %n card(s) in the talon. Look at them? If you look, {player} sees them too.</source>
            <translation>
                <numerusform>Vous avez laissé %n carte au talon. La regarder ? Si vous la regardez, {player} la voit aussi.</numerusform>
                <numerusform>Vous avez laissé %n cartes au talon. Les regarder ? Si vous les regardez, {player} les voit aussi.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;Look</source>
            <translation>&amp;Regarder</translation>
        </message>
        <message>
            <source>Leave &amp;unseen</source>
            <translation>&amp;Ne pas regarder</translation>
        </message>
        <message numerus="yes">
            <source>Your exchange: mark exactly %n card(s) to discard, then press Exchange. {marked} marked.</source>
            <translation>
                <numerusform>Votre écart : marquez exactement %n carte à écarter, puis cliquez sur Écarter. Cartes marquées : {marked}.</numerusform>
                <numerusform>Votre écart : marquez exactement %n cartes à écarter, puis cliquez sur Écarter. Cartes marquées : {marked}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your exchange: mark up to %n card(s) to discard (or none), then press Exchange. {marked} marked.</source>
            <translation>
                <numerusform>Votre écart : marquez jusqu'à %n carte à écarter (ou aucune), puis cliquez sur Écarter. Cartes marquées : {marked}.</numerusform>
                <numerusform>Votre écart : marquez jusqu'à %n cartes à écarter (ou aucune), puis cliquez sur Écarter. Cartes marquées : {marked}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your exchange: mark {low} to {high} cards to discard, then press Exchange. {marked} marked.</source>
            <translation>Votre écart : marquez de {low} à {high} cartes à écarter, puis cliquez sur Écarter. Cartes marquées : {marked}.</translation>
        </message>
        <message>
            <source>&amp;Exchange</source>
            <translation>É&amp;carter</translation>
        </message>
        <message>
            <source>Discard the raised cards and take as many from the talon (Ctrl+Enter)</source>
            <translation>Écarter les cartes soulevées et en prendre autant au talon (Ctrl+Entrée)</translation>
        </message>
        <message>
            <source>Take &amp;none</source>
            <translation>Ne &amp;rien prendre</translation>
        </message>
        <message>
            <source>Trick {number} of 12. Your lead: double-click a card to play it.</source>
            <translation>Levée {number} sur 12. À vous d'entamer : double-cliquez sur une carte pour la jouer.</translation>
        </message>
        <message>
            <source>Trick {number} of 12. Your lead: click a card to play it.</source>
            <translation>Levée {number} sur 12. À vous d'entamer : cliquez sur une carte pour la jouer.</translation>
        </message>
        <message>
            <source>Trick {number} of 12. {player} led {card}: double-click a card to play it (follow suit if you can).</source>
            <translation>Levée {number} sur 12. {player} a entamé {card} : double-cliquez sur une carte pour la jouer (fournissez à la couleur si vous le pouvez).</translation>
        </message>
        <message>
            <source>Trick {number} of 12. {player} led {card}: click a card to play it (follow suit if you can).</source>
            <translation>Levée {number} sur 12. {player} a entamé {card} : cliquez sur une carte pour la jouer (fournissez à la couleur si vous le pouvez).</translation>
        </message>
        <message>
            <source>&amp;Claim the remaining tricks</source>
            <translation>Re&amp;vendiquer les levées restantes</translation>
        </message>
        <message>
            <source>You hold carte blanche (no king, queen or knave): claim it for 10 points? You show your hand, and say now how many cards you will take.</source>
            <translation>Vous avez cartes blanches (ni roi, ni dame, ni valet) : les annoncer pour 10 points ? Vous montrez votre main, et dites dès maintenant combien de cartes vous prendrez.</translation>
        </message>
        <message>
            <source>take </source>
            <comment>before the number of cards</comment>
            <translation>prendre </translation>
        </message>
        <message>
            <source>&amp;Claim carte blanche</source>
            <translation>Annoncer &amp;cartes blanches</translation>
        </message>
        <message>
            <source>You hold carte blanche (no king, queen or knave): claim it for 10 points? Your hand will be shown once elder has discarded.</source>
            <translation>Vous avez cartes blanches (ni roi, ni dame, ni valet) : les annoncer pour 10 points ? Votre main sera montrée une fois que le premier aura écarté.</translation>
        </message>
        <message>
            <source>&amp;Don't claim</source>
            <translation>&amp;Ne pas annoncer</translation>
        </message>
        <message>
            <source>&amp;Call</source>
            <translation>A&amp;nnoncer</translation>
        </message>
        <message>
            <source>Call &amp;nothing</source>
            <translation>Ne &amp;rien annoncer</translation>
        </message>
        <message>
            <source>Sink: say nothing in this category</source>
            <translation>Celer : ne rien dire dans cette catégorie</translation>
        </message>
        <message>
            <source>{player}: “{speech}” Your answer on the sequence?</source>
            <translation>{player} : « {speech} » Votre réponse sur la séquence ?</translation>
        </message>
        <message>
            <source>{player}: “{speech}” Your answer on the set?</source>
            <translation>{player} : « {speech} » Votre réponse sur les quatorze et les trios ?</translation>
        </message>
        <message>
            <source>{player}: “{speech}” Your answer on the point?</source>
            <translation>{player} : « {speech} » Votre réponse sur le point ?</translation>
        </message>
        <message>
            <source>G&amp;ood</source>
            <translation>&amp;Bon</translation>
        </message>
        <message>
            <source>&amp;Not good</source>
            <translation>&amp;Pas bon</translation>
        </message>
        <message>
            <source>E&amp;qual</source>
            <translation>É&amp;gal</translation>
        </message>
        <message>
            <source>Hint: {hint}</source>
            <translation>Conseil : {hint}</translation>
        </message>
        <message>
            <source>You hold {held}.

Call less: {call}? A call is final once made.</source>
            <translation>Vous avez {held}.

Annoncer moins : {call} ? Une annonce est définitive une fois faite.</translation>
        </message>
        <message>
            <source>Call less</source>
            <translation>Annoncer moins</translation>
        </message>
        <message>
            <source>Call &amp;less</source>
            <translation>Annoncer &amp;moins</translation>
        </message>
        <message>
            <source>&amp;Go back</source>
            <translation>&amp;Revenir</translation>
        </message>
        <message>
            <source>Declare your sequence: choose what to call, or call nothing.</source>
            <translation>Annoncez votre séquence : choisissez quoi annoncer, ou n'annoncez rien.</translation>
        </message>
        <message>
            <source>Declare your sequence ({player} called nothing): choose what to call, or call nothing.</source>
            <translation>Annoncez votre séquence ({player} n'a rien annoncé) : choisissez quoi annoncer, ou n'annoncez rien.</translation>
        </message>
        <message>
            <source>Declare your set: choose what to call, or call nothing.</source>
            <translation>Annoncez vos quatorze et trios : choisissez quoi annoncer, ou n'annoncez rien.</translation>
        </message>
        <message>
            <source>Declare your set ({player} called nothing): choose what to call, or call nothing.</source>
            <translation>Annoncez vos quatorze et trios ({player} n'a rien annoncé) : choisissez quoi annoncer, ou n'annoncez rien.</translation>
        </message>
        <message>
            <source>Declare your point: choose what to call, or call nothing.</source>
            <translation>Annoncez votre point : choisissez quoi annoncer, ou n'annoncez rien.</translation>
        </message>
        <message>
            <source>Declare your point ({player} called nothing): choose what to call, or call nothing.</source>
            <translation>Annoncez votre point ({player} n'a rien annoncé) : choisissez quoi annoncer, ou n'annoncez rien.</translation>
        </message>
    </context>
    <context>
        <name>DeclarationLog</name>
        <message>
            <source>{speaker} scores {points} for carte blanche.</source>
            <translation>{speaker} marque {points} pour cartes blanches.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for repique.</source>
            <translation>{speaker} marque {points} pour le repic.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for pique.</source>
            <translation>{speaker} marque {points} pour le pic.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for the cards.</source>
            <translation>{speaker} marque {points} pour les cartes.</translation>
        </message>
        <message>
            <source>{speaker} scores {points} for capot.</source>
            <translation>{speaker} marque {points} pour le capot.</translation>
        </message>
        <message>
            <source>Elder ({player})</source>
            <translation>Premier ({player})</translation>
        </message>
        <message>
            <source>Younger ({player})</source>
            <translation>Dernier ({player})</translation>
        </message>
        <message>
            <source>{speaker}: {words}</source>
            <translation>{speaker} : {words}</translation>
        </message>
        <message>
            <source>{speaker} claims the remaining tricks.</source>
            <translation>{speaker} revendique les levées restantes.</translation>
        </message>
        <message>
            <source>Deal {number}: {first} {a}, {second} {b}.</source>
            <translation>Donne {number} : {first} {a}, {second} {b}.</translation>
        </message>
    </context>
    <context>
        <name>ExerciseText</name>
        <message>
            <source>throws {cards}, which the best discard keeps</source>
            <translation>écarte {cards}, que le meilleur écart garde</translation>
        </message>
        <message>
            <source>keeps {cards}, which the best discard throws</source>
            <translation>garde {cards}, que le meilleur écart rejette</translation>
        </message>
        <message>
            <source>the point</source>
            <translation>le point</translation>
        </message>
        <message>
            <source>the {sequence}</source>
            <comment>a sequence kept</comment>
            <translation>la {sequence}</translation>
        </message>
        <message>
            <source>the {set}</source>
            <comment>a quatorze or trio kept</comment>
            <translation>le {set}</translation>
        </message>
        <message>
            <source>keeps {combinations}</source>
            <translation>garde {combinations}</translation>
        </message>
        <message>
            <source>{first}; {then}</source>
            <translation>{first} ; {then}</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source>The book and the engine discard the same cards.</source>
            <translation>Le livre et l'ordinateur écartent les mêmes cartes.</translation>
        </message>
        <message>
            <source>The book discards {book}, the engine {engine}: as good as each other, as far as the worlds sampled can tell ({points} points apart).</source>
            <translation>Le livre écarte {book}, l'ordinateur {engine} : l'un vaut l'autre, autant que les donnes tirées permettent d'en juger ({points} points de différence).</translation>
        </message>
        <message>
            <source>The book discards {book}; the engine prefers {engine}, by {points} points of the partie's expected margin.</source>
            <translation>Le livre écarte {book} ; l'ordinateur préfère {engine}, de {points} points sur l'écart final attendu de la partie.</translation>
        </message>
        <message>
            <source>The book's discard, {book}, is better than the engine's, {engine}, by {points} points of the partie's expected margin.</source>
            <translation>L'écart du livre, {book}, vaut mieux que celui de l'ordinateur, {engine}, de {points} points sur l'écart final attendu de la partie.</translation>
        </message>
        <message>
            <source>The book discards {book}; the engine prefers {engine}, by {points} points.</source>
            <translation>Le livre écarte {book} ; l'ordinateur préfère {engine}, de {points} points.</translation>
        </message>
        <message>
            <source>The book's discard, {book}, is better than the engine's, {engine}, by {points} points.</source>
            <translation>L'écart du livre, {book}, vaut mieux que celui de l'ordinateur, {engine}, de {points} points.</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} points</translation>
        </message>
        <message>
            <source>Your exchanges lost most ({points} points): practise the exchange.</source>
            <translation>Vos écarts ont coûté le plus ({points} points) : entraînez-vous à l'écart.</translation>
        </message>
        <message>
            <source>Your declarations lost most ({points} points): practise the declarations.</source>
            <translation>Vos annonces ont coûté le plus ({points} points) : entraînez-vous aux annonces.</translation>
        </message>
        <message>
            <source>Your play of the cards lost most ({points} points): practise the play.</source>
            <translation>Votre jeu de la carte a coûté le plus ({points} points) : entraînez-vous au jeu de la carte.</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>{cuts} Equal cuts: cut again.</source>
            <translation>{cuts} Coupes égales : on coupe à nouveau.</translation>
        </message>
        <message>
            <source>{cuts} You deal first.</source>
            <translation>{cuts} Vous donnez le premier.</translation>
        </message>
        <message>
            <source>{cuts} {player} deals first.</source>
            <translation>{cuts} {player} donne le premier.</translation>
        </message>
        <message>
            <source>{player}: {speech}</source>
            <translation>{player} : {speech}</translation>
        </message>
        <message>
            <source>Deal {number}: You deal, {elder} is elder hand.</source>
            <translation>Donne {number} : vous donnez, {elder} est premier en main.</translation>
        </message>
        <message>
            <source>Deal {number}: {dealer} deals, you are elder hand.</source>
            <translation>Donne {number} : {dealer} donne, vous êtes premier en main.</translation>
        </message>
        <message>
            <source>Deal {number}: {dealer} deals, {elder} is elder hand.</source>
            <translation>Donne {number} : {dealer} donne, {elder} est premier en main.</translation>
        </message>
        <message>
            <source>You win game {number} (a double game), {won} to {lost}.</source>
            <translation>Vous gagnez la manche {number} (manche double), {won} à {lost}.</translation>
        </message>
        <message>
            <source>You win game {number}, {won} to {lost}.</source>
            <translation>Vous gagnez la manche {number}, {won} à {lost}.</translation>
        </message>
        <message>
            <source>{player} wins game {number} (a double game), {won} to {lost}.</source>
            <translation>{player} gagne la manche {number} (manche double), {won} à {lost}.</translation>
        </message>
        <message>
            <source>{player} wins game {number}, {won} to {lost}.</source>
            <translation>{player} gagne la manche {number}, {won} à {lost}.</translation>
        </message>
        <message>
            <source>Deal {number} is over: {first} {a}, {second} {b}.</source>
            <translation>La donne {number} est finie : {first} {a}, {second} {b}.</translation>
        </message>
        <message>
            <source>New partie against {player} ({level}), seed {seed}.</source>
            <translation>Nouvelle partie contre {player} ({level}), partie n° {seed}.</translation>
        </message>
        <message>
            <source>your name is not valid text (it holds a lone surrogate)</source>
            <translation>votre nom n'est pas un texte valide (il contient un demi-codet isolé)</translation>
        </message>
        <message>
            <source>the opponent's name is not valid text (it holds a lone surrogate)</source>
            <translation>le nom de l'adversaire n'est pas un texte valide (il contient un demi-codet isolé)</translation>
        </message>
        <message>
            <source>The opponent level {level} is not available: the greedy player takes over.</source>
            <translation>Le niveau d'adversaire {level} n'est pas disponible : le joueur glouton prend sa place.</translation>
        </message>
        <message>
            <source>{player} is thinking: wait for your turn.</source>
            <translation>{player} réfléchit : attendez votre tour.</translation>
        </message>
        <message>
            <source>The partie is over.</source>
            <translation>La partie est finie.</translation>
        </message>
        <message>
            <source>The deal is over: continue to the next deal first.</source>
            <translation>La donne est finie : passez d'abord à la donne suivante.</translation>
        </message>
        <message>
            <source>It is {player}'s turn.</source>
            <translation>C'est à {player} de jouer.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ce n'est pas à vous de jouer.</translation>
        </message>
        <message>
            <source>No partie is in play.</source>
            <translation>Aucune partie n'est en cours.</translation>
        </message>
        <message>
            <source>The computer player chose '{action}', which is not legal here; the greedy player's move is played instead.</source>
            <translation>Le joueur de l'ordinateur a choisi « {action} », qui n'est pas permis ici ; le coup du joueur glouton est joué à la place.</translation>
        </message>
        <message>
            <source>The computer player failed ({reason}); the greedy player's move is played instead.</source>
            <translation>Le joueur de l'ordinateur a échoué ({reason}) ; le coup du joueur glouton est joué à la place.</translation>
        </message>
        <message>
            <source>No hint now. {reason}</source>
            <translation>Pas de conseil pour l'instant. {reason}</translation>
        </message>
        <message>
            <source>Working out a hint...</source>
            <translation>Recherche d'un conseil…</translation>
        </message>
        <message>
            <source>No hint: the advice failed ({reason}).</source>
            <translation>Pas de conseil : le calcul du conseil a échoué ({reason}).</translation>
        </message>
        <message>
            <source>The partie is over: nothing can be taken back.</source>
            <translation>La partie est finie : plus rien ne peut être repris.</translation>
        </message>
        <message>
            <source>You have made no move in this deal that can be taken back.</source>
            <translation>Vous n'avez joué aucun coup de cette donne qui puisse être repris.</translation>
        </message>
        <message>
            <source>the talon's cards</source>
            <comment>You have seen …</comment>
            <translation>les cartes du talon</translation>
        </message>
        <message>
            <source>the cards {player} showed</source>
            <comment>You have seen …</comment>
            <translation>les cartes qu'a montrées {player}</translation>
        </message>
        <message>
            <source>{player}'s {card}</source>
            <comment>You have seen …</comment>
            <translation>le {card} que tenait {player}</translation>
        </message>
        <message>
            <source>{player}'s cards</source>
            <comment>You have seen …</comment>
            <translation>les cartes que tenait {player}</translation>
        </message>
        <message>
            <source>your {card}</source>
            <comment>… cannot be taken back</comment>
            <translation>votre {card}</translation>
        </message>
        <message>
            <source>the exchange</source>
            <comment>… cannot be taken back</comment>
            <translation>l'écart</translation>
        </message>
        <message>
            <source>You have seen {seen}: {move} cannot be taken back.</source>
            <translation>Vous avez vu {seen} : vous ne pouvez plus reprendre {move}.</translation>
        </message>
        <message>
            <source>Took back your {card}.</source>
            <translation>Vous avez repris votre {card}.</translation>
        </message>
        <message numerus="yes">
            <source>Took back your {card}: %n move(s) undone, back to your last choice.</source>
            <translation>
                <numerusform>Vous avez repris votre {card} : %n coup annulé, jusqu'à votre dernier choix.</numerusform>
                <numerusform>Vous avez repris votre {card} : %n coups annulés, jusqu'à votre dernier choix.</numerusform>
            </translation>
        </message>
        <message>
            <source>Took back your exchange.</source>
            <translation>Vous avez repris votre écart.</translation>
        </message>
        <message numerus="yes">
            <source>Took back your exchange: %n move(s) undone, back to your last choice.</source>
            <translation>
                <numerusform>Vous avez repris votre écart : %n coup annulé, jusqu'à votre dernier choix.</numerusform>
                <numerusform>Vous avez repris votre écart : %n coups annulés, jusqu'à votre dernier choix.</numerusform>
            </translation>
        </message>
        <message>
            <source>{done} The partie is now marked as practice.</source>
            <translation>{done} La partie est désormais marquée comme entraînement.</translation>
        </message>
        <message>
            <source>{refusal} Open piquet or “Take back any move” (Preferences) allows it.</source>
            <translation>{refusal} Le piquet à découvert ou « Reprendre n'importe quel coup » (Préférences) le permet.</translation>
        </message>
        <message>
            <source>Undo your last card or exchange. “Take back any move” is on: going back past a card you have seen since marks the partie as practice.</source>
            <translation>Annuler votre dernière carte ou votre écart. « Reprendre n'importe quel coup » est activé : revenir avant une carte vue depuis marque la partie comme entraînement.</translation>
        </message>
        <message>
            <source>Undo your last card or exchange. Once you have seen a new card since (the talon's cards, the computer's reply), a move stays played; open piquet or “Take back any move” (Preferences) lifts that, as practice.</source>
            <translation>Annuler votre dernière carte ou votre écart. Dès que vous avez vu une carte nouvelle depuis (les cartes du talon, la réponse de l'ordinateur), le coup reste joué ; le piquet à découvert ou « Reprendre n'importe quel coup » (Préférences) lève cette règle, en entraînement.</translation>
        </message>
        <message>
            <source>Play again the moves you took back, exactly as they were, until you make a new move.</source>
            <translation>Rejouer les coups repris, exactement tels qu'ils étaient, jusqu'à ce que vous jouiez un nouveau coup.</translation>
        </message>
        <message>
            <source>Nothing to redo: you have taken nothing back since your last move.</source>
            <translation>Rien à rétablir : vous n'avez rien repris depuis votre dernier coup.</translation>
        </message>
        <message numerus="yes">
            <source>Played your {card} again (%n move(s) replayed).</source>
            <translation>
                <numerusform>Vous avez rejoué votre {card} (%n coup rejoué).</numerusform>
                <numerusform>Vous avez rejoué votre {card} (%n coups rejoués).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Made your exchange again (%n move(s) replayed).</source>
            <translation>
                <numerusform>Vous avez refait votre écart (%n coup rejoué).</numerusform>
                <numerusform>Vous avez refait votre écart (%n coups rejoués).</numerusform>
            </translation>
        </message>
        <message>
            <source>The partie is not autosaved ({reason}; folder {folder}): save it to a file of your own to keep it.</source>
            <translation>La partie n'est pas enregistrée automatiquement ({reason} ; dossier {folder}) : enregistrez-la dans un fichier à vous pour la garder.</translation>
        </message>
        <message>
            <source>The partie is not kept in the library ({reason}; folder {folder}): save it to a file of your own to keep it.</source>
            <translation>La partie n'est pas gardée dans la bibliothèque ({reason} ; dossier {folder}) : enregistrez-la dans un fichier à vous pour la garder.</translation>
        </message>
        <message>
            <source>The partie could not be saved to {file}: {reason}.</source>
            <translation>La partie n'a pas pu être enregistrée dans {file} : {reason}.</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelp</name>
        <message>
            <source>&lt;td&gt;&lt;b&gt;Left / Right, Home / End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move along your hand&lt;/td&gt;</source>
            <translation>&lt;td&gt;&lt;b&gt;Gauche / Droite, Début / Fin&lt;/b&gt;&lt;/td&gt;&lt;td&gt;parcourir votre jeu&lt;/td&gt;</translation>
        </message>
        <message>
            <source>&lt;td&gt;&lt;b&gt;Enter or Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;click the card under the ring: mark it for the discard, or play it&lt;/td&gt;</source>
            <translation>&lt;td&gt;&lt;b&gt;Entrée ou Espace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cliquer la carte sous l'anneau : la marquer pour l'écart, ou la jouer&lt;/td&gt;</translation>
        </message>
        <message>
            <source>&lt;td&gt;&lt;b&gt;Ctrl+Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;press the highlighted button of the bar under the table (Exchange, Next deal…)&lt;/td&gt;</source>
            <translation>&lt;td&gt;&lt;b&gt;Ctrl+Entrée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;actionner le bouton mis en avant dans la barre sous la table (Écarter, Donne suivante…)&lt;/td&gt;</translation>
        </message>
        <message>
            <source>&lt;td&gt;&lt;b&gt;Alt + underlined letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;press that button&lt;/td&gt;</source>
            <translation>&lt;td&gt;&lt;b&gt;Alt + lettre soulignée&lt;/b&gt;&lt;/td&gt;&lt;td&gt;actionner ce bouton&lt;/td&gt;</translation>
        </message>
        <message>
            <source>&lt;td&gt;&lt;b&gt;Replay: Left / Right, Page Up / Down, Home / End, Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;step, jump a deal, go to an end, play or pause&lt;/td&gt;</source>
            <translation>&lt;td&gt;&lt;b&gt;Revoir : Gauche / Droite, Page préc. / suiv., Début / Fin, Espace&lt;/b&gt;&lt;/td&gt;&lt;td&gt;avancer ou reculer d'un pas, sauter une donne, aller au début ou à la fin, lecture ou pause&lt;/td&gt;</translation>
        </message>
        <message>
            <source>Menu commands</source>
            <translation>Commandes des menus</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Clavier</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>sixes</source>
            <translation>six</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>neuf</translation>
        </message>
        <message>
            <source>tens</source>
            <translation>dix</translation>
        </message>
        <message>
            <source>knaves</source>
            <translation>valets</translation>
        </message>
        <message>
            <source>queens</source>
            <translation>dames</translation>
        </message>
        <message>
            <source>kings</source>
            <translation>rois</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>as</translation>
        </message>
        <message>
            <source>to the six</source>
            <translation>au six</translation>
        </message>
        <message>
            <source>to the seven</source>
            <translation>au sept</translation>
        </message>
        <message>
            <source>to the eight</source>
            <translation>au huit</translation>
        </message>
        <message>
            <source>to the nine</source>
            <translation>au neuf</translation>
        </message>
        <message>
            <source>to the ten</source>
            <translation>au dix</translation>
        </message>
        <message>
            <source>to the knave</source>
            <translation>au valet</translation>
        </message>
        <message>
            <source>to the queen</source>
            <translation>à la dame</translation>
        </message>
        <message>
            <source>to the king</source>
            <translation>au roi</translation>
        </message>
        <message>
            <source>run of {count}</source>
            <translation>suite de {count}</translation>
        </message>
        <message>
            <source>{opp} dealt, so {opp} is younger hand and you are elder hand: you speak first in the declarations and lead to the first trick. Each of you has twelve cards; the {talon} left face down are the talon, and you may exchange up to {elder} cards for its top {elder}, younger only up to the {younger} that remain. That is why elder is the stronger seat: more cards to improve with, and the lead.</source>
            <translation>{opp} a donné ; il est donc dernier en main, et vous premier en main : vous parlez le premier dans les annonces et entamez la première levée. Chacun de vous a douze cartes ; les {talon} qui restent, face cachée, forment le talon : vous pouvez échanger jusqu'à {elder} cartes contre les {elder} du dessus, le dernier seulement jusqu'aux {younger} qui restent. Voilà pourquoi le premier a la meilleure place : plus de cartes pour améliorer son jeu, et l'entame.</translation>
        </message>
        <message>
            <source>You dealt, so you are younger hand and {opp} is elder hand: he speaks first in the declarations and leads to the first trick. Each of you has twelve cards; the {talon} left face down are the talon: elder may exchange up to {elder} of them, you only what he leaves, up to {younger}. Younger has fewer chances to improve, so he keeps cards that guard his kings and queens and hopes to win the point.</source>
            <translation>Vous avez donné : vous êtes donc dernier en main et {opp} est premier en main. Il parle le premier dans les annonces et entame la première levée. Chacun de vous a douze cartes ; les {talon} qui restent, face cachée, forment le talon : le premier peut en échanger jusqu'à {elder}, vous seulement ce qu'il laisse, jusqu'à {younger}. Le dernier a moins de chances d'améliorer son jeu : il conserve les cartes qui gardent ses rois et ses dames, et espère gagner le point.</translation>
        </message>
        <message>
            <source>Deal {number}: elder and younger</source>
            <translation>Donne {number} : le premier et le dernier</translation>
        </message>
        <message>
            <source>a point of {count} {suit}</source>
            <translation>un point de {count} à {suit}</translation>
        </message>
        <message>
            <source>{count} {ranks}</source>
            <comment>a set: three aces</comment>
            <translation>{count} {ranks}</translation>
        </message>
        <message>
            <source>a {sequence} major in {suit}</source>
            <translation>une {sequence} majeure à {suit}</translation>
        </message>
        <message>
            <source>a {sequence} {top} in {suit}</source>
            <translation>une {sequence} {top} à {suit}</translation>
        </message>
        <message>
            <source>Your cards hold {combinations}.</source>
            <translation>Votre jeu contient {combinations}.</translation>
        </message>
        <message>
            <source>Your cards hold nothing the declarations count yet.</source>
            <translation>Votre jeu ne contient encore rien que comptent les annonces.</translation>
        </message>
        <message>
            <source>(Your point is your longest suit; a tierce is three cards in a row in a suit, a quart four, a quint five; a trio is three of a rank, ten or higher, a quatorze four.)</source>
            <translation>(Votre point est votre couleur la plus longue ; une tierce est faite de trois cartes qui se suivent dans une couleur, une quatrième de quatre, une quinte de cinq ; un trio est fait de trois cartes de même rang, du dix à l'as, un quatorze de quatre.)</translation>
        </message>
        <message>
            <source>Keep what scores and throw the low cards of your short suits: you may exchange {low} to {high}, and the more you take, the better your chance to improve.</source>
            <translation>Gardez ce qui marque et écartez les basses cartes de vos couleurs courtes : vous pouvez échanger de {low} à {high} cartes, et plus vous en prenez, plus vous avez de chances d'améliorer votre jeu.</translation>
        </message>
        <message>
            <source>{opp} took {took}; you may exchange at least one and up to {most}. As younger, keep your point if you can and guards for your kings and queens.</source>
            <translation>{opp} en a pris {took} ; vous devez en échanger au moins une, et pouvez aller jusqu'à {most}. En dernier, gardez votre point si vous le pouvez, et de quoi garder vos rois et vos dames.</translation>
        </message>
        <message>
            <source>{opp} took {took}; you may exchange up to {most}. As younger, keep your point if you can and guards for your kings and queens.</source>
            <translation>{opp} en a pris {took} ; vous pouvez en échanger jusqu'à {most}. En dernier, gardez votre point si vous le pouvez, et de quoi garder vos rois et vos dames.</translation>
        </message>
        <message>
            <source>Your exchange</source>
            <translation>Votre écart</translation>
        </message>
        <message>
            <source>Carte blanche</source>
            <translation>Cartes blanches</translation>
        </message>
        <message>
            <source>You were dealt carte blanche: not one king, queen or knave. Claimed, it scores 10 before anything else, and it counts towards a pique or repique; the price is showing your whole hand to prove it, and claiming is nearly always right.</source>
            <translation>Vous avez cartes blanches : pas un roi, pas une dame, pas un valet. Annoncées, elles rapportent 10 avant toute autre chose, et comptent pour un pic ou un repic ; il faut en échange montrer tout votre jeu pour les prouver, et les annoncer est presque toujours le bon choix.</translation>
        </message>
        <message>
            <source>You left one card in the talon. You may look at it, but then {opp} sees it too; left unseen, nobody does. Looking tells you which cards {opp} cannot hold, and tells him the same about you.</source>
            <translation>Vous avez laissé une carte au talon. Vous pouvez la regarder, mais {opp} la voit alors aussi ; si vous ne la regardez pas, personne ne la voit. La regarder vous dit quelles cartes {opp} ne peut pas avoir, et lui apprend la même chose sur vous.</translation>
        </message>
        <message>
            <source>You left {count} cards in the talon. You may look at them, but then {opp} sees them too; left unseen, nobody does. Looking tells you which cards {opp} cannot hold, and tells him the same about you.</source>
            <translation>Vous avez laissé {count} cartes au talon. Vous pouvez les regarder, mais {opp} les voit alors aussi ; si vous ne les regardez pas, personne ne les voit. Les regarder vous dit quelles cartes {opp} ne peut pas avoir, et lui apprend la même chose sur vous.</translation>
        </message>
        <message>
            <source>The cards left in the talon</source>
            <translation>Les cartes laissées au talon</translation>
        </message>
        <message>
            <source>The declarations compare three things, always in this order: point, sequence, set. The point is your longest suit, 1 point a card; as long as his, the higher pip total wins (ace 11, king, queen, knave and ten 10, the others their face value).</source>
            <translation>Les annonces comparent trois choses, toujours dans cet ordre : le point, la séquence, les quatorze et les trios. Le point est votre couleur la plus longue, 1 point par carte ; à longueur égale, le plus fort total de la valeur des cartes l'emporte (l'as 11, le roi, la dame, le valet et le dix 10, les autres leur valeur).</translation>
        </message>
        <message>
            <source>A sequence is three or more cards in a row in one suit: a tierce scores 3, a quart 4, a quint 15, a sixième 16 and so on; the longer wins, and of two as long, the one with the higher top card.</source>
            <translation>Une séquence est faite de trois cartes ou plus qui se suivent dans une couleur : une tierce vaut 3, une quatrième 4, une quinte 15, une sixième 16, et ainsi de suite ; la plus longue l'emporte et, de deux aussi longues, celle qui a la plus haute carte de tête.</translation>
        </message>
        <message>
            <source>A set is three or four cards of one rank, tens or higher: a trio scores 3, a quatorze 14, and between two of a size the higher rank wins.</source>
            <translation>Un trio ou un quatorze est fait de trois ou quatre cartes de même rang, du dix à l'as : un trio vaut 3, un quatorze 14, et entre deux de même taille, le plus haut rang l'emporte.</translation>
        </message>
        <message>
            <source>Declarations: the point</source>
            <translation>Les annonces : le point</translation>
        </message>
        <message>
            <source>Declarations: the sequence</source>
            <translation>Les annonces : la séquence</translation>
        </message>
        <message>
            <source>Declarations: the set</source>
            <translation>Les annonces : quatorze et trios</translation>
        </message>
        <message>
            <source>the point</source>
            <translation>le point</translation>
        </message>
        <message>
            <source>the sequence</source>
            <translation>la séquence</translation>
        </message>
        <message>
            <source>the set</source>
            <translation>les quatorze et les trios</translation>
        </message>
        <message>
            <source>“Fourteen of a kind.”</source>
            <translation>« Un quatorze. »</translation>
        </message>
        <message>
            <source>“Fourteen tens.”</source>
            <translation>« Quatorze de dix. »</translation>
        </message>
        <message>
            <source>“Fourteen knaves.”</source>
            <translation>« Quatorze de valets. »</translation>
        </message>
        <message>
            <source>“Fourteen queens.”</source>
            <translation>« Quatorze de dames. »</translation>
        </message>
        <message>
            <source>“Fourteen kings.”</source>
            <translation>« Quatorze de rois. »</translation>
        </message>
        <message>
            <source>“Fourteen aces.”</source>
            <translation>« Quatorze d'as. »</translation>
        </message>
        <message>
            <source>“Three of a kind.”</source>
            <translation>« Un trio. »</translation>
        </message>
        <message>
            <source>“Three tens.”</source>
            <translation>« Trois dix. »</translation>
        </message>
        <message>
            <source>“Three knaves.”</source>
            <translation>« Trois valets. »</translation>
        </message>
        <message>
            <source>“Three queens.”</source>
            <translation>« Trois dames. »</translation>
        </message>
        <message>
            <source>“Three kings.”</source>
            <translation>« Trois rois. »</translation>
        </message>
        <message>
            <source>“Three aces.”</source>
            <translation>« Trois as. »</translation>
        </message>
        <message>
            <source>Fourteen</source>
            <translation>Quatorze</translation>
        </message>
        <message>
            <source>“{count} of a kind.”</source>
            <translation>« {count} cartes de même rang. »</translation>
        </message>
        <message>
            <source>“{count} {ranks}.”</source>
            <comment>a set called</comment>
            <translation>« {count} {ranks}. »</translation>
        </message>
        <message>
            <source>“Point of {count}.”</source>
            <translation>« Point de {count}. »</translation>
        </message>
        <message>
            <source>“{sequence}.”</source>
            <translation>« {sequence}. »</translation>
        </message>
        <message>
            <source>“Good.”</source>
            <translation>« Bon. »</translation>
        </message>
        <message>
            <source>“Not good.”</source>
            <translation>« Pas bon. »</translation>
        </message>
        <message>
            <source>“Equal.”</source>
            <translation>« Égal. »</translation>
        </message>
        <message>
            <source>Neither of you called a point, so nobody scores it.</source>
            <translation>Aucun de vous deux n'a annoncé de point : personne ne le marque.</translation>
        </message>
        <message>
            <source>Neither of you called a sequence, so nobody scores it.</source>
            <translation>Aucun de vous deux n'a annoncé de séquence : personne n'en marque.</translation>
        </message>
        <message>
            <source>Neither of you called a set, so nobody scores one.</source>
            <translation>Aucun de vous deux n'a annoncé de quatorze ni de trio : personne n'en marque.</translation>
        </message>
        <message>
            <source>Neither of you called a set, so nobody scores it.</source>
            <translation>Aucun de vous deux n'a annoncé de quatorze ni de trio : personne ne marque rien dans cette catégorie.</translation>
        </message>
        <message>
            <source>Elder called nothing.</source>
            <translation>Le premier n'a rien annoncé.</translation>
        </message>
        <message>
            <source>The app called for you {call}</source>
            <translation>L'application a annoncé pour vous {call}</translation>
        </message>
        <message>
            <source>{opp}, elder, called {call}</source>
            <translation>{opp}, premier, a annoncé {call}</translation>
        </message>
        <message>
            <source>{opp} called {call}</source>
            <translation>{opp} a annoncé {call}</translation>
        </message>
        <message>
            <source>The answer: {reply}</source>
            <translation>La réponse : {reply}</translation>
        </message>
        <message>
            <source>{opp} answered {reply}</source>
            <translation>{opp} a répondu {reply}</translation>
        </message>
        <message>
            <source>The app answered for you {reply}</source>
            <translation>L'application a répondu pour vous {reply}</translation>
        </message>
        <message>
            <source>{opp} answered “Equal”: as many cards, so you then counted your pips: {second}</source>
            <translation>{opp} a répondu « Égal » : autant de cartes, vous avez donc ensuite compté la valeur de vos cartes : {second}</translation>
        </message>
        <message>
            <source>{opp} answered “Equal”: as long a sequence, so you then named your top card: {second}</source>
            <translation>{opp} a répondu « Égal » : une séquence aussi longue, vous avez donc ensuite nommé votre carte de tête : {second}</translation>
        </message>
        <message>
            <source>The app answered for you “Equal”: as many cards, so {opp} then counted his pips: {second}</source>
            <translation>L'application a répondu pour vous « Égal » : autant de cartes, {opp} a donc ensuite compté la valeur de ses cartes : {second}</translation>
        </message>
        <message>
            <source>The app answered for you “Equal”: as long a sequence, so {opp} then named his top card: {second}</source>
            <translation>L'application a répondu pour vous « Égal » : une séquence aussi longue, {opp} a donc ensuite nommé sa carte de tête : {second}</translation>
        </message>
        <message>
            <source>how much it is worth</source>
            <translation>ce qu'elle vaut</translation>
        </message>
        <message>
            <source>“Making {pips}.”</source>
            <translation>« {pips}. »</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>Séquence</translation>
        </message>
        <message>
            <source>“{sequence} major.”</source>
            <translation>« {sequence} majeure. »</translation>
        </message>
        <message>
            <source>“{sequence} {top}.”</source>
            <translation>« {sequence} {top}. »</translation>
        </message>
        <message>
            <source>Equal again: nobody scores any point.</source>
            <translation>Égal encore : personne ne marque le point.</translation>
        </message>
        <message>
            <source>Equal again: nobody scores any sequence.</source>
            <translation>Égal encore : personne ne marque de séquence.</translation>
        </message>
        <message>
            <source>Equal again: nobody scores any set.</source>
            <translation>Égal encore : personne ne marque de quatorze ni de trio.</translation>
        </message>
        <message>
            <source>So {opp} holds the better point; as younger he says what it is and scores it once you have led to the first trick.</source>
            <translation>{opp} a donc le meilleur point ; en dernier, il dit ce qu'il est et le marque une fois que vous avez entamé la première levée.</translation>
        </message>
        <message>
            <source>So {opp} holds the better sequence; as younger he says what it is and scores it once you have led to the first trick.</source>
            <translation>{opp} a donc la meilleure séquence ; en dernier, il dit ce qu'elle est et la marque une fois que vous avez entamé la première levée.</translation>
        </message>
        <message>
            <source>So {opp} holds the better set; as younger he says what it is and scores it once you have led to the first trick.</source>
            <translation>{opp} a donc le meilleur quatorze ou trio ; en dernier, il dit ce qu'il est et le marque une fois que vous avez entamé la première levée.</translation>
        </message>
        <message>
            <source>So you win {category} and score {scored} (the winner of a category scores all he holds in it).</source>
            <translation>Vous gagnez donc {category} et marquez {scored} (celui qui gagne une catégorie y marque tout ce qu'il a).</translation>
        </message>
        <message>
            <source>So you win {category} and score {scored}.</source>
            <translation>Vous gagnez donc {category} et marquez {scored}.</translation>
        </message>
        <message>
            <source>So {opp} wins {category} and scores {scored}.</source>
            <translation>{opp} gagne donc {category} et marque {scored}.</translation>
        </message>
        <message>
            <source>A player may also sink a combination, keep quiet about it to hide his hand; the app calls all you hold unless you turn on Expert declarations.</source>
            <translation>Un joueur peut aussi celer une combinaison, la taire pour cacher son jeu ; l'application annonce tout ce que vous avez, sauf si vous activez les annonces d'expert.</translation>
        </message>
        <message>
            <source>Once you had led, {opp}, younger, announced his {combinations}.</source>
            <translation>Dès votre entame, {opp}, dernier, a annoncé {combinations}.</translation>
        </message>
        <message>
            <source>Trick {number}: your lead</source>
            <translation>Levée {number} : à vous d'entamer</translation>
        </message>
        <message>
            <source>Trick {number}: following suit</source>
            <translation>Levée {number} : fournir</translation>
        </message>
        <message>
            <source>The play: your lead</source>
            <translation>Le jeu de la carte : à vous d'entamer</translation>
        </message>
        <message>
            <source>Now twelve tricks, with no trumps. You lead any card; {opp} must follow suit if he can, and the highest card of the suit led wins the trick and the next lead. Every card you lead scores you 1, and winning a trick he led scores 1 too, so lead from your long, strong suits, where your cards are masters.</source>
            <translation>Viennent maintenant douze levées, sans atout. Vous entamez la carte de votre choix ; {opp} doit fournir à la couleur s'il le peut, et la plus haute carte de la couleur entamée gagne la levée et l'entame suivante. Chaque carte que vous entamez vous rapporte 1, et gagner une levée qu'il a entamée rapporte 1 aussi : entamez donc dans vos couleurs longues et fortes, où vos cartes sont maîtresses.</translation>
        </message>
        <message>
            <source>Your masters, cards nothing left out can beat: {cards}.</source>
            <translation>Vos cartes maîtresses, que rien de ce qui reste ne peut battre : {cards}.</translation>
        </message>
        <message>
            <source>None of your cards is sure to win now: count the cards played.</source>
            <translation>Aucune de vos cartes n'est sûre de gagner maintenant : comptez les cartes jouées.</translation>
        </message>
        <message>
            <source>You won the last trick, so you lead again, for 1 point.</source>
            <translation>Vous avez gagné la dernière levée : vous entamez donc de nouveau, pour 1 point.</translation>
        </message>
        <message>
            <source>A master led wins the trick; a lower card may give the lead away.</source>
            <translation>Une carte maîtresse entamée gagne la levée ; une carte plus basse peut céder la main.</translation>
        </message>
        <message>
            <source>{opp} led {card}, which scores him 1.</source>
            <translation>{opp} a entamé {card}, ce qui lui rapporte 1.</translation>
        </message>
        <message>
            <source>{opp} led {card}.</source>
            <translation>{opp} a entamé {card}.</translation>
        </message>
        <message>
            <source>Play higher than {card} ({cards}) to win it, 1 point and the next lead, or a low one to keep your high cards for later.</source>
            <translation>Jouez plus haut que {card} ({cards}) pour gagner la levée, 1 point et l'entame suivante, ou une basse carte pour garder vos hautes cartes pour plus tard.</translation>
        </message>
        <message>
            <source>Every one of them beats {card}, so whichever you play wins the trick, 1 point and the next lead: the lowest keeps your high cards for later.</source>
            <translation>Chacune bat {card} : laquelle que vous jouiez gagne la levée, 1 point et l'entame suivante ; la plus basse garde vos hautes cartes pour plus tard.</translation>
        </message>
        <message>
            <source>None of yours beats {card}, so play your lowest.</source>
            <translation>Aucune des vôtres ne bat {card} : jouez donc la plus basse.</translation>
        </message>
        <message>
            <source>You hold {suit}, so you must follow suit: {cards}.</source>
            <translation>Vous avez du {suit}, vous devez donc fournir : {cards}.</translation>
        </message>
        <message>
            <source>You have no {suit}, so you may play any card, and he wins the trick: throw a card that would win nothing later, and keep your masters.</source>
            <translation>Vous n'avez pas de {suit} : vous pouvez donc jouer n'importe quelle carte, et il gagne la levée. Défaussez une carte qui ne gagnerait rien plus tard, et gardez vos cartes maîtresses.</translation>
        </message>
        <message>
            <source>Trick {number}, your lead, and your last choice: the card you keep plays the last trick.</source>
            <translation>Levée {number}, à vous d'entamer, et c'est votre dernier choix : la carte que vous gardez jouera la dernière levée.</translation>
        </message>
        <message>
            <source>Trick {number}: {opp} led {card}, and this is your last choice: the card you keep plays the last trick.</source>
            <translation>Levée {number} : {opp} a entamé {card}, et c'est votre dernier choix : la carte que vous gardez jouera la dernière levée.</translation>
        </message>
        <message>
            <source>Winning the last trick scores 1 more point. Then the tricks are counted: more than six wins the cards, 10 points, and all twelve is capot, 40.</source>
            <translation>Gagner la dernière levée rapporte 1 point de plus. Puis on compte les levées : plus de six gagnent les cartes, 10 points, et les douze font capot, 40.</translation>
        </message>
        <message>
            <source>The last tricks</source>
            <translation>Les dernières levées</translation>
        </message>
        <message>
            <source>It keeps all you hold.</source>
            <translation>Il garde tout ce que vous avez.</translation>
        </message>
        <message>
            <source>It gives up {lost}.</source>
            <translation>Il sacrifie {lost}.</translation>
        </message>
        <message>
            <source>It keeps {kept} and gives up {lost}.</source>
            <translation>Il garde {kept} et sacrifie {lost}.</translation>
        </message>
        <message>
            <source>The hint is being worked out…</source>
            <translation>Le conseil est en préparation…</translation>
        </message>
        <message>
            <source>The hint: “{hint}.”</source>
            <translation>Le conseil : « {hint}. »</translation>
        </message>
        <message>
            <source>Its discards stand raised: press Exchange to follow it, or click cards to change them.</source>
            <translation>Les cartes qu'il écarte sont soulevées : cliquez sur Écarter pour le suivre, ou sur des cartes pour changer l'écart.</translation>
        </message>
        <message>
            <source>{card} is outlined, under the keyboard ring: Space plays it, or click any card you prefer.</source>
            <translation>{card} est entourée, sous l'anneau du clavier : Espace la joue, ou cliquez la carte que vous préférez.</translation>
        </message>
        <message>
            <source>The choice is yours: the buttons are under the table.</source>
            <translation>À vous de choisir : les boutons sont sous la table.</translation>
        </message>
        <message>
            <source>It leaves {card} without a guard, against the rule of thumb: the hint looks at what the talon may bring and how the play may go, and finds the cards it keeps worth more than the guard.</source>
            <translation>Il laisse {card} sans garde, contre la règle ordinaire : le conseil regarde ce que le talon peut apporter et comment le jeu de la carte peut tourner, et trouve que les cartes qu'il garde valent plus que la garde.</translation>
        </message>
        <message>
            <source>It throws {cards} too, though the rule of thumb throws low cards: taking {count} gives the best chance to improve, and every card it keeps scores.</source>
            <translation>Il écarte aussi {cards}, bien que la règle ordinaire écarte les basses cartes : prendre {count} donne la meilleure chance de rentrer mieux, et chaque carte qu'il garde compte dans vos annonces.</translation>
        </message>
        <message>
            <source>It throws {cards}, high but short and without the ace of the suit: such a card seldom wins a trick, and it scores in none of your combinations.</source>
            <translation>Il écarte {cards}, haute mais courte et sans l'as de sa couleur : une telle carte fait rarement une levée, et elle ne compte dans aucune de vos annonces.</translation>
        </message>
        <message>
            <source>It throws {cards}, against the rule of thumb: the hint looks at what the talon may bring and how the play may go, and finds the cards it keeps worth more.</source>
            <translation>Il écarte {cards}, contre la règle ordinaire : le conseil regarde ce que le talon peut apporter et comment le jeu de la carte peut tourner, et trouve que les cartes qu'il garde valent plus.</translation>
        </message>
        <message>
            <source>Not one of your masters: the hint keeps them for later and looks at how the rest of the play may go, where the rule of thumb looks one trick ahead.</source>
            <translation>Ce n'est pas une de vos cartes maîtresses : le conseil les garde pour plus tard et regarde comment la suite du jeu peut tourner, là où la règle ordinaire ne voit qu'une levée.</translation>
        </message>
        <message>
            <source>A master thrown, against the rule of thumb: the hint looks at how the rest of the play may go and finds the cards it keeps worth more.</source>
            <translation>Une carte maîtresse défaussée, contre la règle ordinaire : le conseil regarde comment la suite du jeu peut tourner et trouve que les cartes qu'il garde valent plus.</translation>
        </message>
        <message>
            <source>You score a repique, {points} more, for reaching 30 before the other scored anything.</source>
            <translation>Vous faites repic, {points} de plus, pour avoir atteint 30 avant que l'autre ait rien marqué.</translation>
        </message>
        <message>
            <source>{opp} scores a repique, {points} more, for reaching 30 before the other scored anything.</source>
            <translation>{opp} fait repic, {points} de plus, pour avoir atteint 30 avant que l'autre ait rien marqué.</translation>
        </message>
        <message>
            <source>You score a pique, {points} more, for reaching 30 before the other scored anything.</source>
            <translation>Vous faites pic, {points} de plus, pour avoir atteint 30 avant que l'autre ait rien marqué.</translation>
        </message>
        <message>
            <source>{opp} scores a pique, {points} more, for reaching 30 before the other scored anything.</source>
            <translation>{opp} fait pic, {points} de plus, pour avoir atteint 30 avant que l'autre ait rien marqué.</translation>
        </message>
        <message>
            <source>Deal {number} is over</source>
            <translation>La donne {number} est finie</translation>
        </message>
        <message>
            <source>The deal is over: the summary shows every score.</source>
            <translation>La donne est finie : le résumé montre tout ce qui a été marqué.</translation>
        </message>
        <message>
            <source>You won all twelve tricks: capot, 40.</source>
            <translation>Vous avez fait les douze levées : capot, 40.</translation>
        </message>
        <message>
            <source>{opp} won all twelve tricks: capot, 40.</source>
            <translation>{opp} a fait les douze levées : capot, 40.</translation>
        </message>
        <message>
            <source>You won {won} tricks to {lost}, so the cards, 10.</source>
            <translation>Vous avez fait {won} levées contre {lost}, donc les cartes, 10.</translation>
        </message>
        <message>
            <source>{opp} won {won} tricks to {lost}, so the cards, 10.</source>
            <translation>{opp} a fait {won} levées contre {lost}, donc les cartes, 10.</translation>
        </message>
        <message>
            <source>Six tricks each: nobody scores the cards.</source>
            <translation>Six levées chacun : personne ne marque les cartes.</translation>
        </message>
        <message>
            <source>Two bonuses did not come up: reaching 30 with the hand scores alone before the other scores anything is a repique, 60 more, and 30 in hand and play a pique, 30.</source>
            <translation>Deux primes ne sont pas venues : atteindre 30 avec les seules annonces avant que l'autre ait rien marqué, c'est le repic, 60 de plus ; et 30 avec les annonces et le jeu de la carte, le pic, 30.</translation>
        </message>
        <message>
            <source>You scored {mine} and {opp} {theirs}.</source>
            <translation>Vous avez marqué {mine} et {opp} {theirs}.</translation>
        </message>
        <message>
            <source>The lesson ends here: press Next deal to play on, six deals in all, or leave the lesson.</source>
            <translation>La leçon s'arrête ici : cliquez sur Donne suivante pour continuer, six donnes en tout, ou quittez la leçon.</translation>
        </message>
        <message>
            <source>After the last deal the higher total wins the partie, and scores the difference of the totals and 100 more; but a loser under 100 is rubiconed, and the winner then scores both totals and 100.</source>
            <translation>Après la dernière donne, le plus fort total gagne la partie et marque la différence des totaux et 100 de plus ; mais le perdant resté sous 100 est rubiconé, et le gagnant marque alors les deux totaux et 100.</translation>
        </message>
        <message>
            <source>If it ended now, at {mine} all, the partie would be drawn.</source>
            <translation>Si la partie s'arrêtait maintenant, à {mine} partout, elle serait nulle.</translation>
        </message>
        <message>
            <source>If it ended now, at {mine} to {theirs}, {opp} would be rubiconed and you would win {mine} + {theirs} + 100 = {margin}.</source>
            <translation>Si la partie s'arrêtait maintenant, à {mine} contre {theirs}, {opp} serait rubiconé et vous gagneriez {mine} + {theirs} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>If it ended now, at {mine} to {theirs}, you would win {mine} − {theirs} + 100 = {margin}.</source>
            <translation>Si la partie s'arrêtait maintenant, à {mine} contre {theirs}, vous gagneriez {mine} − {theirs} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>If it ended now, at {mine} to {theirs}, you would be rubiconed and {opp} would win {theirs} + {mine} + 100 = {margin}.</source>
            <translation>Si la partie s'arrêtait maintenant, à {mine} contre {theirs}, vous seriez rubiconé et {opp} gagnerait {theirs} + {mine} + 100 = {margin}.</translation>
        </message>
        <message>
            <source>If it ended now, at {mine} to {theirs}, {opp} would win {theirs} − {mine} + 100 = {margin}.</source>
            <translation>Si la partie s'arrêtait maintenant, à {mine} contre {theirs}, {opp} gagnerait {theirs} − {mine} + 100 = {margin}.</translation>
        </message>
    </context>
    <context>
        <name>LessonMode</name>
        <message>
            <source>The lesson cannot start: {reason}.</source>
            <translation>La leçon ne peut pas commencer : {reason}.</translation>
        </message>
        <message>
            <source>Learn to Play: read each step above the prompt, then play as it suggests.</source>
            <translation>Apprendre à jouer : lisez chaque étape au-dessus de la barre des consignes, puis jouez comme elle le suggère.</translation>
        </message>
        <message>
            <source>The lesson is over: the partie goes on. Good luck!</source>
            <translation>La leçon est finie : la partie continue. Bonne chance !</translation>
        </message>
        <message>
            <source>You left the lesson: the partie goes on as a normal partie.</source>
            <translation>Vous avez quitté la leçon : la partie continue comme une partie ordinaire.</translation>
        </message>
        <message>
            <source>Hint ready: the lesson above the prompt says it.</source>
            <translation>Le conseil est prêt : la leçon, au-dessus de la barre des consignes, le donne.</translation>
        </message>
    </context>
    <context>
        <name>LessonPanel</name>
        <message>
            <source>Ne&amp;xt</source>
            <translation>&amp;Suivant</translation>
        </message>
        <message>
            <source>On to the next step (Enter)</source>
            <translation>Passer à l'étape suivante (Entrée)</translation>
        </message>
        <message>
            <source>Le&amp;ave the Lesson</source>
            <translation>&amp;Quitter la leçon</translation>
        </message>
        <message>
            <source>Stop the explanations and play on as a normal partie (Esc)</source>
            <translation>Arrêter les explications et continuer comme une partie ordinaire (Échap)</translation>
        </message>
        <message>
            <source>Learn to Play · {step}</source>
            <translation>Apprendre à jouer · {step}</translation>
        </message>
    </context>
    <context>
        <name>LevelRatings</name>
        <message>
            <source>the arena's round robin of 2026-12-01 (400 mirrored deal pairs per pairing, seed 2026), Bradley-Terry on the Elo scale with random play at 0; docs/AI.md</source>
            <translation>le tournoi toutes rondes de l'arène du 01/12/2026 (400 paires de donnes en miroir par rencontre, graine 2026), Bradley-Terry sur l'échelle Elo, le jeu au hasard à 0 ; docs/AI.md</translation>
        </message>
    </context>
    <context>
        <name>Library</name>
        <message>
            <source>it is not an ordinary file</source>
            <translation>ce n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is larger than {size} MB</source>
            <translation>il dépasse {size} Mo</translation>
        </message>
        <message>
            <source>The practice journal {file} has lines that cannot be read ({count}, the first at line {line}: {reason}); they were skipped and left in the file.</source>
            <translation>Le journal d'entraînement {file} a des lignes illisibles ({count}, la première à la ligne {line} : {reason}) ; elles ont été ignorées et laissées dans le fichier.</translation>
        </message>
        <message>
            <source>the library database is unusable ({problem}) and cannot be moved aside: {reason}</source>
            <translation>la base de données de la bibliothèque est inutilisable ({problem}) et ne peut pas être mise de côté : {reason}</translation>
        </message>
        <message>
            <source>The library database could not be used ({problem}); it was kept as {file} and the library was rebuilt from its records.</source>
            <translation>La base de données de la bibliothèque n'a pas pu être utilisée ({problem}) ; elle est conservée sous {file} et la bibliothèque a été reconstruite à partir de ses enregistrements.</translation>
        </message>
        <message>
            <source>The journal of the practice positions mined on demand, {file}, cannot be read: {reason}</source>
            <translation>Le journal des positions d'exercice extraites à la demande, {file}, est illisible : {reason}</translation>
        </message>
        <message>
            <source>The journal of the practice positions mined on demand, {file}, has lines that cannot be read ({count}, the first at line {line}: {reason}); they were skipped and left in the file.</source>
            <translation>Le journal des positions d'exercice extraites à la demande, {file}, a des lignes illisibles ({count}, la première à la ligne {line} : {reason}) ; elles ont été ignorées et laissées dans le fichier.</translation>
        </message>
        <message>
            <source>The practice journal {file} cannot be read: {reason}</source>
            <translation>Le journal d'entraînement {file} ne peut pas être lu : {reason}</translation>
        </message>
        <message>
            <source>cannot keep the practice attempt: {reason}</source>
            <translation>impossible de garder l'essai d'entraînement : {reason}</translation>
        </message>
        <message>
            <source>cannot read the library database: {reason}</source>
            <translation>impossible de lire la base de données de la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>cannot keep the mined positions: {reason}</source>
            <translation>impossible de garder les positions extraites : {reason}</translation>
        </message>
        <message>
            <source>The record file {file} was damaged and was written again from the library's copy; the damaged file was kept as {kept}.</source>
            <translation>Le fichier d'enregistrement {file} était endommagé et a été réécrit à partir de la copie de la bibliothèque ; le fichier endommagé est conservé sous {kept}.</translation>
        </message>
        <message>
            <source>The record file {file} held another partie than the library's copy: it was kept as {other} and the library's copy was written back.</source>
            <translation>Le fichier d'enregistrement {file} contenait une autre partie que la copie de la bibliothèque : il est conservé sous {other} et la copie de la bibliothèque a été réécrite.</translation>
        </message>
        <message>
            <source>The record file {file} was missing and was written back.</source>
            <translation>Le fichier d'enregistrement {file} manquait et a été réécrit.</translation>
        </message>
        <message>
            <source>{key} is not the id of a partie of the library</source>
            <translation>{key} n'est pas l'identifiant d'une partie de la bibliothèque</translation>
        </message>
        <message>
            <source>the library's row for this partie cannot be read (its {column} is wrong)</source>
            <translation>la ligne de la bibliothèque pour cette partie ne peut pas être lue (sa colonne {column} est fausse)</translation>
        </message>
        <message>
            <source>cannot make the folder {folder}: {reason}</source>
            <translation>impossible de créer le dossier {folder} : {reason}</translation>
        </message>
        <message>
            <source>cannot make the library database: {reason}</source>
            <translation>impossible de créer la base de données de la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>cannot open the library database: {reason}</source>
            <translation>impossible d'ouvrir la base de données de la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>cannot update the library database: {reason}</source>
            <translation>impossible de mettre à jour la base de données de la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>the library database refused the partie: {reason}</source>
            <translation>la base de données de la bibliothèque a refusé la partie : {reason}</translation>
        </message>
        <message>
            <source>the library database refused the change: {reason}</source>
            <translation>la base de données de la bibliothèque a refusé la modification : {reason}</translation>
        </message>
        <message>
            <source>there is no partie {key} in the library</source>
            <translation>la bibliothèque ne contient pas de partie {key}</translation>
        </message>
        <message>
            <source>the library database refused the deletion: {reason}</source>
            <translation>la base de données de la bibliothèque a refusé la suppression : {reason}</translation>
        </message>
        <message>
            <source>the library database refused the undo: {reason}</source>
            <translation>la base de données de la bibliothèque a refusé l'annulation : {reason}</translation>
        </message>
        <message>
            <source>the record could not be put back: {reason}</source>
            <translation>l'enregistrement n'a pas pu être remis : {reason}</translation>
        </message>
        <message>
            <source>the library database cannot be read: {reason}</source>
            <translation>la base de données de la bibliothèque ne peut pas être lue : {reason}</translation>
        </message>
        <message>
            <source>the library's row has an id the app never writes</source>
            <translation>la ligne de la bibliothèque porte un identifiant que l'application n'écrit jamais</translation>
        </message>
    </context>
    <context>
        <name>LibraryModel</name>
        <message>
            <source>Played</source>
            <translation>Jouée le</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Margin</source>
            <translation>Différence</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Donnes</translation>
        </message>
        <message>
            <source>Mean loss</source>
            <translation>Perte moyenne</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abandonnée</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>Damaged</source>
            <translation>Endommagée</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnée</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdue</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Nulle</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Inachevée</translation>
        </message>
        <message numerus="yes">
            <source>Rubicon, %n deal(s), 36 cards</source>
            <translation>
                <numerusform>Rubicon, %n donne, 36 cartes</numerusform>
                <numerusform>Rubicon, %n donnes, 36 cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rubicon, %n deal(s)</source>
            <translation>
                <numerusform>Rubicon, %n donne</numerusform>
                <numerusform>Rubicon, %n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>Au cent, 36 cards</source>
            <translation>Au cent, 36 cartes</translation>
        </message>
        <message>
            <source>Au cent</source>
            <translation>Au cent</translation>
        </message>
        <message>
            <source>The library cannot be read: {reason}.</source>
            <translation>La bibliothèque ne peut pas être lue : {reason}.</translation>
        </message>
        <message>
            <source>This record cannot be loaded: {reason}</source>
            <translation>Cet enregistrement ne peut pas être chargé : {reason}</translation>
        </message>
        <message>
            <source>{variant}, practice</source>
            <translation>{variant}, entraînement</translation>
        </message>
        <message numerus="yes">
            <source>-%n game(s)</source>
            <translation>
                <numerusform>-%n manche</numerusform>
                <numerusform>-%n manches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n game(s)</source>
            <translation>
                <numerusform>+%n manche</numerusform>
                <numerusform>+%n manches</numerusform>
            </translation>
        </message>
        <message>
            <source>Your score</source>
            <translation>Votre score</translation>
        </message>
        <message>
            <source>Opponent's score</source>
            <translation>Score de l'adversaire</translation>
        </message>
        <message>
            <source>Won, {games} games to {opponent_games}</source>
            <translation>Gagnée, {games} manches à {opponent_games}</translation>
        </message>
        <message>
            <source>Lost, {games} games to {opponent_games}</source>
            <translation>Perdue, {games} manches à {opponent_games}</translation>
        </message>
        <message>
            <source>Drawn, {games} games to {opponent_games}</source>
            <translation>Nulle, {games} manches à {opponent_games}</translation>
        </message>
        <message>
            <source>Won (rubicon)</source>
            <translation>Gagnée (rubiconé)</translation>
        </message>
        <message>
            <source>Lost (rubicon)</source>
            <translation>Perdue (rubiconé)</translation>
        </message>
    </context>
    <context>
        <name>LibrarySchema</name>
        <message>
            <source>it has no table {table}</source>
            <translation>elle n'a pas de table {table}</translation>
        </message>
        <message>
            <source>its table {table} does not have the library's columns</source>
            <translation>sa table {table} n'a pas les colonnes de la bibliothèque</translation>
        </message>
    </context>
    <context>
        <name>LibraryWindow</name>
        <message>
            <source>Library</source>
            <translation>Bibliothèque</translation>
        </message>
        <message>
            <source>Opponent, date, variant, result…</source>
            <translation>Adversaire, date, variante…</translation>
        </message>
        <message>
            <source>All results</source>
            <translation>Tous les résultats</translation>
        </message>
        <message>
            <source>&amp;Search:</source>
            <translation>&amp;Rechercher :</translation>
        </message>
        <message>
            <source>&amp;Variant:</source>
            <translation>&amp;Variante :</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>&amp;Adversaire :</translation>
        </message>
        <message>
            <source>Resul&amp;t:</source>
            <translation>Résul&amp;tat :</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>A&amp;nnuler</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continuer</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>Re&amp;voir</translation>
        </message>
        <message>
            <source>Revie&amp;w</source>
            <translation>A&amp;nalyser</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exporter…</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Supprimer</translation>
        </message>
        <message>
            <source>&amp;Add Files…</source>
            <translation>A&amp;jouter des fichiers…</translation>
        </message>
        <message>
            <source>Add saved parties to the library (or drop them here)</source>
            <translation>Ajouter des parties enregistrées à la bibliothèque (ou les déposer ici)</translation>
        </message>
        <message>
            <source>Save &amp;List as CSV…</source>
            <translation>Enregistrer la &amp;liste en CSV…</translation>
        </message>
        <message>
            <source>Save the list as shown (sorted and filtered) for a spreadsheet</source>
            <translation>Enregistrer la liste telle qu'elle est affichée (triée et filtrée) pour un tableur</translation>
        </message>
        <message>
            <source>All variants</source>
            <translation>Toutes les variantes</translation>
        </message>
        <message>
            <source>All opponents</source>
            <translation>Tous les adversaires</translation>
        </message>
        <message numerus="yes">
            <source>%n partie(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n partie(s) shown</source>
            <translation>
                <numerusform>{shown} partie affichée sur %n</numerusform>
                <numerusform>{shown} parties affichées sur %n</numerusform>
            </translation>
        </message>
        <message>
            <source>This record cannot be loaded: {reason}. It is kept as {path}.</source>
            <translation>Cet enregistrement ne peut pas être chargé : {reason}. Il est conservé sous {path}.</translation>
        </message>
        <message numerus="yes">
            <source>{count}. {human} against {opponent}, {variant}: %n deal(s) played, {score} – {opponent_score}.</source>
            <translation>
                <numerusform>{count}. {human} contre {opponent}, {variant} : %n donne jouée, {score} – {opponent_score}.</numerusform>
                <numerusform>{count}. {human} contre {opponent}, {variant} : %n donnes jouées, {score} – {opponent_score}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{count}. {human} against {opponent}, {variant}: won by {margin}.</source>
            <translation>{count}. {human} contre {opponent}, {variant} : gagnée de {margin}.</translation>
        </message>
        <message>
            <source>{count}. {human} against {opponent}, {variant}: lost by {margin}.</source>
            <translation>{count}. {human} contre {opponent}, {variant} : perdue de {margin}.</translation>
        </message>
        <message>
            <source>{count}. {human} against {opponent}, {variant}: drawn by {margin}.</source>
            <translation>{count}. {human} contre {opponent}, {variant} : nulle ({margin} de différence).</translation>
        </message>
        <message>
            <source>This partie cannot be loaded: {reason}</source>
            <translation>Cette partie ne peut pas être chargée : {reason}</translation>
        </message>
        <message>
            <source>Loading the partie…</source>
            <translation>Chargement de la partie…</translation>
        </message>
        <message>
            <source>Choose an unfinished partie to continue.</source>
            <translation>Choisissez une partie inachevée à continuer.</translation>
        </message>
        <message>
            <source>{date} against {opponent}</source>
            <translation>{date} contre {opponent}</translation>
        </message>
        <message>
            <source>Export the partie</source>
            <translation>Exporter la partie</translation>
        </message>
        <message>
            <source>{file} cannot be written: {reason}.</source>
            <translation>{file} ne peut pas être écrit : {reason}.</translation>
        </message>
        <message>
            <source>Exported to {path}.</source>
            <translation>Exportée dans {path}.</translation>
        </message>
        <message>
            <source>Save the list as CSV</source>
            <translation>Enregistrer la liste en CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>The list is saved as {path}.</source>
            <translation>La liste est enregistrée sous {path}.</translation>
        </message>
        <message>
            <source>This partie is in play at the table: it cannot be deleted while it is.</source>
            <translation>Cette partie est en jeu sur la table : elle ne peut pas être supprimée tant qu'elle l'est.</translation>
        </message>
        <message>
            <source>The partie cannot be deleted: {reason}.</source>
            <translation>La partie ne peut pas être supprimée : {reason}.</translation>
        </message>
        <message>
            <source>Deleted the partie of {date} against {opponent}.</source>
            <translation>La partie du {date} contre {opponent} est supprimée.</translation>
        </message>
        <message>
            <source>Deleted the partie of {date} against a damaged record.</source>
            <translation>La partie du {date}, un enregistrement endommagé, est supprimée.</translation>
        </message>
        <message>
            <source>The partie cannot be put back: {reason}.</source>
            <translation>La partie ne peut pas être remise : {reason}.</translation>
        </message>
        <message>
            <source>The partie is back in the library.</source>
            <translation>La partie est de retour dans la bibliothèque.</translation>
        </message>
        <message>
            <source>Add parties to the library</source>
            <translation>Ajouter des parties à la bibliothèque</translation>
        </message>
        <message>
            <source>{file}: {reason}</source>
            <translation>{file} : {reason}</translation>
        </message>
        <message>
            <source>{file}: the library cannot keep it ({reason})</source>
            <translation>{file} : la bibliothèque ne peut pas le garder ({reason})</translation>
        </message>
        <message numerus="yes">
            <source>Added %n partie(s).</source>
            <translation>
                <numerusform>%n partie ajoutée.</numerusform>
                <numerusform>%n parties ajoutées.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not added: {files}.</source>
            <translation>Non ajoutés : {files}.</translation>
        </message>
        <message>
            <source>; </source>
            <translation> ; </translation>
        </message>
    </context>
    <context>
        <name>LicenceTexts</name>
        <message>
            <source>Qt, PySide6 and shiboken6</source>
            <translation>Qt, PySide6 et shiboken6</translation>
        </message>
        <message>
            <source>GNU LGPL version 3 (LGPL-3.0-only)</source>
            <translation>GNU LGPL version 3 (LGPL-3.0-only)</translation>
        </message>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message>
            <source>Python Software Foundation License (PSF-2.0)</source>
            <translation>Python Software Foundation License (PSF-2.0)</translation>
        </message>
        <message>
            <source>numpy, with OpenBLAS, LAPACK and the GCC runtime libraries</source>
            <translation>numpy, avec OpenBLAS, LAPACK et les bibliothèques d'exécution de GCC</translation>
        </message>
        <message>
            <source>BSD-3-Clause and the licences it lists</source>
            <translation>BSD-3-Clause et les licences qu'elle énumère</translation>
        </message>
        <message>
            <source>pyqtgraph</source>
            <translation>pyqtgraph</translation>
        </message>
        <message>
            <source>MIT</source>
            <translation>MIT</translation>
        </message>
        <message>
            <source>jsonschema, jsonschema-specifications, referencing, rpds-py and attrs</source>
            <translation>jsonschema, jsonschema-specifications, referencing, rpds-py et attrs</translation>
        </message>
        <message>
            <source>miniaudio (the sound), with cffi and pycparser</source>
            <translation>miniaudio (le son), avec cffi et pycparser</translation>
        </message>
        <message>
            <source>MIT, MIT and BSD-3-Clause</source>
            <translation>MIT, MIT et BSD-3-Clause</translation>
        </message>
        <message>
            <source>PyInstaller's bootloader, the program that starts the installed app</source>
            <translation>le chargeur de PyInstaller, le programme qui lance l'application installée</translation>
        </message>
        <message>
            <source>GPL-2.0-or-later with the PyInstaller Bootloader Exception</source>
            <translation>GPL-2.0-or-later avec l'exception PyInstaller Bootloader</translation>
        </message>
        <message>
            <source>{covers}: {licence}</source>
            <translation>{covers} : {licence}</translation>
        </message>
        <message>
            <source>{covers}: used under the {licence}. Its text is not installed with this copy of the app; it is published at {address}.</source>
            <translation>{covers} : utilisé sous la licence {licence}. Son texte n'est pas installé avec cette copie de l'application ; il est publié à l'adresse {address}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>There is no unfinished partie to continue.</source>
            <translation>Il n'y a pas de partie inachevée à continuer.</translation>
        </message>
        <message>
            <source>{first} against {second}</source>
            <translation>{first} contre {second}</translation>
        </message>
        <message>
            <source>The review is shown but not kept in the library: {reason}</source>
            <translation>L'analyse est affichée mais n'est pas gardée dans la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>Cannot read the library</source>
            <translation>Impossible de lire la bibliothèque</translation>
        </message>
        <message>
            <source>The statistics cannot be counted: {reason}</source>
            <translation>Les statistiques ne peuvent pas être calculées : {reason}</translation>
        </message>
        <message>
            <source>Cannot start the partie</source>
            <translation>Impossible de commencer la partie</translation>
        </message>
        <message>
            <source>The partie cannot start: {reason}.</source>
            <translation>La partie ne peut pas commencer : {reason}.</translation>
        </message>
        <message>
            <source>Open piquet is off for the new partie (Game ▸ Open Piquet turns it on).</source>
            <translation>Le piquet à découvert est désactivé pour la nouvelle partie (Jeu ▸ Piquet à découvert le réactive).</translation>
        </message>
        <message>
            <source>Games {first} {games_a} – {games_b} {second}  ·  game score {a} – {b}</source>
            <translation>Manches {first} {games_a} – {games_b} {second}  ·  score de la manche {a} – {b}</translation>
        </message>
        <message>
            <source>{first} {a} – {b} {second}</source>
            <translation>{first} {a} – {b} {second}</translation>
        </message>
        <message>
            <source>Deal {number} of {planned}  ·  {score}</source>
            <translation>Donne {number} sur {planned}  ·  {score}</translation>
        </message>
        <message>
            <source>Deal {number}  ·  {score}</source>
            <translation>Donne {number}  ·  {score}</translation>
        </message>
        <message>
            <source>This is a replay: use the bar below the table to move through it.</source>
            <translation>Vous revoyez une partie : avancez ou reculez avec la barre sous la table.</translation>
        </message>
        <message>
            <source>No deal is waiting: the partie is over.</source>
            <translation>Aucune donne n'attend : la partie est finie.</translation>
        </message>
        <message>
            <source>No deal is waiting: the deal in play is not finished.</source>
            <translation>Aucune donne n'attend : la donne en cours n'est pas finie.</translation>
        </message>
        <message>
            <source>Hint ready: see under the table.</source>
            <translation>Conseil prêt : voyez sous la table.</translation>
        </message>
        <message>
            <source>Replay of {title} — {app}</source>
            <translation>Revoir {title} — {app}</translation>
        </message>
        <message>
            <source>New Partie</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>{file}[*] — {app}</source>
            <translation>{file}[*] — {app}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;New Partie…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>Start a partie against the computer</source>
            <translation>Commencer une partie contre l'ordinateur</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>Continue a saved partie</source>
            <translation>Continuer une partie enregistrée</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>Re&amp;play a Saved Partie…</source>
            <translation>Re&amp;voir une partie enregistrée…</translation>
        </message>
        <message>
            <source>Step through a saved partie move by move</source>
            <translation>Parcourir une partie enregistrée coup par coup</translation>
        </message>
        <message>
            <source>Replay &amp;This Partie</source>
            <translation>Revoir &amp;cette partie</translation>
        </message>
        <message>
            <source>Step through the partie in play from its start</source>
            <translation>Parcourir la partie en cours depuis son début</translation>
        </message>
        <message>
            <source>&amp;Library…</source>
            <translation>&amp;Bibliothèque…</translation>
        </message>
        <message>
            <source>Every partie you have played: continue, replay, review, export</source>
            <translation>Toutes les parties que vous avez jouées : continuer, revoir, analyser, exporter</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Take Back</source>
            <translation>&amp;Reprendre un coup</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Ré&amp;tablir</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Conseil</translation>
        </message>
        <message>
            <source>Ask the computer what it would do in your place</source>
            <translation>Demander à l'ordinateur ce qu'il ferait à votre place</translation>
        </message>
        <message>
            <source>&amp;Claim the Remaining Tricks</source>
            <translation>Re&amp;vendiquer les levées restantes</translation>
        </message>
        <message>
            <source>&amp;Next Deal</source>
            <translation>Donne &amp;suivante</translation>
        </message>
        <message>
            <source>Shuffle and deal the next deal</source>
            <translation>Mêler et distribuer la donne suivante</translation>
        </message>
        <message>
            <source>Deal &amp;Summary</source>
            <translation>Résu&amp;mé de la donne</translation>
        </message>
        <message>
            <source>The score sheet of the last finished deal</source>
            <translation>La feuille de marque de la dernière donne finie</translation>
        </message>
        <message>
            <source>&amp;Open Piquet (show the computer's hand)</source>
            <translation>Piquet à déc&amp;ouvert (montrer la main de l'ordinateur)</translation>
        </message>
        <message>
            <source>Practice: play with the computer's hand face up</source>
            <translation>Entraînement : jouer avec la main de l'ordinateur découverte</translation>
        </message>
        <message>
            <source>&amp;Expert Declarations</source>
            <translation>Annonces d'&amp;expert</translation>
        </message>
        <message>
            <source>Make your own calls and answers in the declarations</source>
            <translation>Faire vous-même vos annonces et vos réponses</translation>
        </message>
        <message>
            <source>Press the Highlighted Button</source>
            <translation>Actionner le bouton en évidence</translation>
        </message>
        <message>
            <source>Follow the &amp;Desktop</source>
            <translation>Suivre le &amp;bureau</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Clair</translation>
        </message>
        <message>
            <source>Dar&amp;k</source>
            <translation>&amp;Sombre</translation>
        </message>
        <message>
            <source>&amp;Score Panel</source>
            <translation>Panneau des &amp;scores</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantanée</translation>
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
            <source>S&amp;ound</source>
            <translation>S&amp;ons</translation>
        </message>
        <message>
            <source>The table's sounds: dealing, cards, tricks, the talon, a deal won or lost</source>
            <translation>Les sons de la table : la distribution, les cartes, les levées, le talon, une donne gagnée ou perdue</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistiques…</translation>
        </message>
        <message>
            <source>Your results, your rating and your accuracy, and how they move over time</source>
            <translation>Vos résultats, votre classement et votre précision, et leur évolution</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <source>&amp;Learn to Play</source>
            <translation>&amp;Apprendre à jouer</translation>
        </message>
        <message>
            <source>A first deal with every step explained, and the computer's advice</source>
            <translation>Une première donne dont chaque étape est expliquée, avec les conseils de l'ordinateur</translation>
        </message>
        <message>
            <source>Leave the Lesson</source>
            <translation>Quitter la leçon</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Clavier</translation>
        </message>
        <message>
            <source>&amp;About {app}</source>
            <translation>À &amp;propos de {app}</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Jeu</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Colour Scheme</source>
            <translation>&amp;Couleurs</translation>
        </message>
        <message>
            <source>&amp;Animation Speed</source>
            <translation>&amp;Vitesse des animations</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <source>&amp;Clear the List</source>
            <translation>&amp;Effacer la liste</translation>
        </message>
        <message>
            <source>No recent parties</source>
            <translation>Aucune partie récente</translation>
        </message>
        <message>
            <source>This is a replay: close it to take back.</source>
            <translation>Vous revoyez une partie : fermez-la pour reprendre un coup.</translation>
        </message>
        <message>
            <source>This is a replay: close it to redo.</source>
            <translation>Vous revoyez une partie : fermez-la pour rétablir un coup.</translation>
        </message>
        <message>
            <source>Sound on</source>
            <comment>the status bar, after View &gt; Sound</comment>
            <translation>Sons activés</translation>
        </message>
        <message>
            <source>Sound off</source>
            <comment>the status bar, after View &gt; Sound</comment>
            <translation>Sons coupés</translation>
        </message>
        <message>
            <source>&amp;Practice…</source>
            <translation>E&amp;ntraînement…</translation>
        </message>
        <message>
            <source>Exercises of the exchange, the declarations, the play and counting, with your ratings</source>
            <translation>Exercices d'écart, d'annonces, de jeu de la carte et de décompte, avec vos classements</translation>
        </message>
    </context>
    <context>
        <name>NewPartieDialog</name>
        <message>
            <source>The seed must be a whole number, or empty for a random deal.</source>
            <translation>Le numéro de partie doit être un nombre entier, ou rester vide pour des cartes au hasard.</translation>
        </message>
        <message numerus="yes">
            <source>The seed is too large: use at most %n digits.</source>
            <translation>
                <numerusform>Le numéro de partie est trop grand : %n chiffre au plus.</numerusform>
                <numerusform>Le numéro de partie est trop grand : %n chiffres au plus.</numerusform>
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
            <translation>Laissez vide pour des cartes nouvelles. Le même numéro avec les mêmes règles redistribue les mêmes cartes, pour rejouer une partie ou se comparer à un ami.</translation>
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
            <translation>N&amp;uméro de partie :</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Commencer</translation>
        </message>
    </context>
    <context>
        <name>NumberWords</name>
        <message>
            <source>one</source>
            <translation>une</translation>
        </message>
        <message>
            <source>two</source>
            <translation>deux</translation>
        </message>
        <message>
            <source>three</source>
            <translation>trois</translation>
        </message>
        <message>
            <source>four</source>
            <translation>quatre</translation>
        </message>
        <message>
            <source>five</source>
            <translation>cinq</translation>
        </message>
        <message>
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sept</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>huit</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>neuf</translation>
        </message>
        <message>
            <source>ten</source>
            <translation>dix</translation>
        </message>
        <message>
            <source>eleven</source>
            <translation>onze</translation>
        </message>
        <message>
            <source>twelve</source>
            <translation>douze</translation>
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
        <message>
            <source>{name} ({level})</source>
            <comment>a computer player's name and its level</comment>
            <translation>{name} ({level})</translation>
        </message>
    </context>
    <context>
        <name>PartieFiles</name>
        <message>
            <source>Deal {number} against {against}, first to three games (games {ga} to {gb}): {you} {a}, {opponent} {b}.</source>
            <translation>Donne {number} contre {against}, en trois manches gagnantes (manches {ga} à {gb}) : {you} {a}, {opponent} {b}.</translation>
        </message>
        <message>
            <source>Deal {number} of {planned} against {against}: {you} {a}, {opponent} {b}.</source>
            <translation>Donne {number} sur {planned} contre {against} : {you} {a}, {opponent} {b}.</translation>
        </message>
        <message>
            <source>Deal {number} against {against}: {you} {a}, {opponent} {b}.</source>
            <translation>Donne {number} contre {against} : {you} {a}, {opponent} {b}.</translation>
        </message>
        <message>
            <source>Piquet parties ({patterns});;All files (*)</source>
            <translation>Parties de piquet ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>"{typed}" cannot be a file name on Windows or a USB stick (no : ? * " &lt; &gt; | \, no dot or space at the end), and "{portable}" is already taken: nothing was written. Choose another name.</source>
            <translation>« {typed} » ne peut pas être un nom de fichier sous Windows ni sur une clé USB (ni : ? * " &lt; &gt; | \, ni point ou espace à la fin), et « {portable} » est déjà pris : rien n'a été écrit. Choisissez un autre nom.</translation>
        </message>
        <message>
            <source>"{typed}" cannot be a file name on Windows or a USB stick (no : ? * " &lt; &gt; | \, no dot or space at the end): written as "{portable}".</source>
            <translation>« {typed} » ne peut pas être un nom de fichier sous Windows ni sur une clé USB (ni : ? * " &lt; &gt; | \, ni point ou espace à la fin) : enregistré sous « {portable} ».</translation>
        </message>
        <message>
            <source>A partie is still being opened: wait for it before opening another.</source>
            <translation>Une partie est encore en cours d'ouverture : attendez-la avant d'en ouvrir une autre.</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it before you quit?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer avant de quitter ?</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it before you start a new partie?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer avant de commencer une nouvelle partie ?</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it before you start the lesson?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer avant de commencer la leçon ?</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it before you continue a partie from the library?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer avant de continuer une partie de la bibliothèque ?</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it before you continue from the replay?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer avant de continuer depuis la partie revue ?</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it before you open {file}?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer avant d'ouvrir {file} ?</translation>
        </message>
        <message>
            <source>The partie in play has not been saved. Save it first?</source>
            <translation>La partie en cours n'a pas été enregistrée. L'enregistrer d'abord ?</translation>
        </message>
        <message>
            <source>Unsaved partie</source>
            <translation>Partie non enregistrée</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation>&amp;Ne pas enregistrer</translation>
        </message>
        <message>
            <source>Cannot resume</source>
            <translation>Impossible de reprendre</translation>
        </message>
        <message>
            <source>The autosaved partie cannot be resumed: {reason}</source>
            <translation>La partie enregistrée automatiquement ne peut pas être reprise : {reason}</translation>
        </message>
        <message>
            <source>Your unfinished partie is back where you left it.</source>
            <translation>Votre partie inachevée reprend là où vous l'aviez laissée.</translation>
        </message>
        <message>
            <source>Open a partie</source>
            <translation>Ouvrir une partie</translation>
        </message>
        <message>
            <source>Save the partie</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <source>Opening {file}…</source>
            <translation>Ouverture de {file}…</translation>
        </message>
        <message>
            <source>Cannot open the partie</source>
            <translation>Impossible d'ouvrir la partie</translation>
        </message>
        <message>
            <source>{file} cannot be opened: {reason}</source>
            <translation>{file} ne peut pas être ouvert : {reason}</translation>
        </message>
        <message>
            <source>{file} cannot be read: {reason}.</source>
            <translation>{file} ne peut pas être lu : {reason}.</translation>
        </message>
        <message>
            <source>Opened {file}.</source>
            <translation>{file} ouvert.</translation>
        </message>
        <message>
            <source>Cannot save the partie</source>
            <translation>Impossible d'enregistrer la partie</translation>
        </message>
        <message>
            <source>There is no partie to save.</source>
            <translation>Il n'y a pas de partie à enregistrer.</translation>
        </message>
        <message>
            <source>{file} cannot be written: {reason}.</source>
            <translation>{file} ne peut pas être écrit : {reason}.</translation>
        </message>
        <message>
            <source>Saved to {file}.</source>
            <translation>Enregistrée dans {file}.</translation>
        </message>
    </context>
    <context>
        <name>PiquetAdvise</name>
        <message>
            <source>Advice on a Piquet decision: the recommended action and its alternatives.</source>
            <translation>Conseil sur une décision au piquet : l'action recommandée et ses alternatives.</translation>
        </message>
        <message>
            <source>the level whose choice is recommended, from: {levels} (default: master when installed)</source>
            <translation>le niveau dont le choix est recommandé, parmi : {levels} (par défaut : master s'il est installé)</translation>
        </message>
        <message>
            <source>seed of the sampling (default: 0)</source>
            <translation>graine du tirage (par défaut : 0)</translation>
        </message>
        <message>
            <source>sampled worlds behind the play's values (default 24) and the exchange's chances of improving (default 32; its values are the level's own)</source>
            <translation>mondes tirés derrière les valeurs du jeu de la carte (24 par défaut) et les chances d'amélioration de l'écart (32 par défaut ; ses valeurs sont celles du niveau)</translation>
        </message>
        <message>
            <source>print the advice as JSON</source>
            <translation>afficher le conseil en JSON</translation>
        </message>
        <message>
            <source>which cards to discard from a hand you type</source>
            <translation>quelles cartes écarter d'une main que vous tapez</translation>
        </message>
        <message>
            <source>your 12 cards, e.g. "AS KS 10S 9H ..."</source>
            <translation>vos 12 cartes, par exemple « AS KS 10S 9H ... »</translation>
        </message>
        <message>
            <source>change a rule option</source>
            <translation>changer une option des règles</translation>
        </message>
        <message>
            <source>partie score (0,0)</source>
            <translation>score de la partie (0,0)</translation>
        </message>
        <message>
            <source>deal number (default 1)</source>
            <translation>numéro de la donne (1 par défaut)</translation>
        </message>
        <message>
            <source>the level that discards first when you are younger (default: greedy)</source>
            <translation>le niveau qui écarte le premier quand vous êtes dernier (par défaut : greedy)</translation>
        </message>
        <message>
            <source>the next decision of a saved partie</source>
            <translation>la prochaine décision d'une partie enregistrée</translation>
        </message>
        <message>
            <source>a partie record (.piquet)</source>
            <translation>un fichier de partie (.piquet)</translation>
        </message>
        <message>
            <source>--score: {error}</source>
            <translation>--score : {error}</translation>
        </message>
        <message>
            <source>--score expects two numbers, yours first: ME,OPPONENT, not {text!r}</source>
            <translation>--score attend deux nombres, le vôtre d'abord : ME,OPPONENT, pas {text!r}</translation>
        </message>
        <message>
            <source>--score cannot be negative</source>
            <translation>--score ne peut pas être négatif</translation>
        </message>
        <message>
            <source>{flag}: {error}</source>
            <translation>{flag} : {error}</translation>
        </message>
        <message>
            <source>{level}'s estimate of your net points for the deal</source>
            <translation>l'estimation par {level} de vos points nets sur la donne</translation>
        </message>
        <message>
            <source>{level}'s estimate of the partie's final margin (it plays to the score)</source>
            <translation>l'estimation par {level} de la marge finale de la partie (il joue au score)</translation>
        </message>
        <message>
            <source>{level}'s estimate of your chance of winning the partie, times 400</source>
            <translation>l'estimation par {level} de vos chances de gagner la partie, multipliées par 400</translation>
        </message>
        <message>
            <source>the static judgement of the kept cards, in rough points</source>
            <translation>le jugement statique des cartes gardées, en points approximatifs</translation>
        </message>
        <message numerus="yes">
            <source>over the %n world(s) it sampled</source>
            <translation>
                <numerusform>sur le %n monde qu'il a tiré</numerusform>
                <numerusform>sur les %n mondes qu'il a tirés</numerusform>
            </translation>
        </message>
        <message>
            <source>as {level} judges its discards</source>
            <translation>comme {level} juge ses écarts</translation>
        </message>
        <message>
            <source>as novice and casual judge discards ({level} weighs none)</source>
            <translation>comme novice et casual jugent les écarts ({level} n'en pèse aucun)</translation>
        </message>
        <message numerus="yes">
            <source>point/seq./set: chance of holding better than now, over %n sampled talon(s)</source>
            <translation>
                <numerusform>point/séq./q.-t. : chance d'avoir mieux qu'à présent, sur %n talon tiré</numerusform>
                <numerusform>point/séq./q.-t. : chance d'avoir mieux qu'à présent, sur %n talons tirés</numerusform>
            </translation>
        </message>
        <message>
            <source>value: {what},
         {how}</source>
            <translation>valeur : {what},
           {how}</translation>
        </message>
        <message>
            <source>action</source>
            <translation>action</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>point</source>
            <comment>the declaration category, a column heading</comment>
            <translation>point</translation>
        </message>
        <message>
            <source>seq.</source>
            <comment>the sequence, a column heading</comment>
            <translation>séq.</translation>
        </message>
        <message>
            <source>set</source>
            <comment>the quatorzes and trios, a column heading</comment>
            <translation>q.-t.</translation>
        </message>
        <message>
            <source>Advice for seat {seat} ({kind}, {level}): {sentence}</source>
            <translation>Conseil pour la place {seat} ({kind}, {level}) : {sentence}</translation>
        </message>
        <message>
            <source>(play solved)</source>
            <translation>(jeu résolu)</translation>
        </message>
        <message numerus="yes">
            <source>(%n world(s) only)</source>
            <translation>
                <numerusform>(%n monde seulement)</numerusform>
                <numerusform>(%n mondes seulement)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>value: your net points from here to the end of the play, mean over %n sampled hand(s) of the opponent</source>
            <translation>
                <numerusform>valeur : vos points nets d'ici la fin du jeu de la carte, en moyenne sur %n main tirée de l'adversaire</numerusform>
                <numerusform>valeur : vos points nets d'ici la fin du jeu de la carte, en moyenne sur %n mains tirées de l'adversaire</numerusform>
            </translation>
        </message>
        <message>
            <source>--worlds must be at least 1, not {worlds}</source>
            <translation>--worlds doit valoir au moins 1, pas {worlds}</translation>
        </message>
        <message>
            <source>cannot use {file}: {error}</source>
            <translation>impossible d'utiliser {file} : {error}</translation>
        </message>
        <message>
            <source>no player is to act: the partie in {file} is over</source>
            <translation>aucun joueur n'a la main : la partie de {file} est finie</translation>
        </message>
        <message>
            <source>no player is to act: the partie in {file} waits for the cards to be dealt</source>
            <translation>aucun joueur n'a la main : la partie de {file} attend que les cartes soient données</translation>
        </message>
        <message>
            <source>piquet-advise: interrupted</source>
            <translation>piquet-advise : interrompu</translation>
        </message>
    </context>
    <context>
        <name>PiquetArena</name>
        <message>
            <source>Play computer players against each other in mirrored deal pairs and mirrored parties, and rate them.</source>
            <translation>Faire jouer des joueurs de l'ordinateur les uns contre les autres en paires de donnes et en parties en miroir, et les classer.</translation>
        </message>
        <message>
            <source>player names, comma-separated, from: {players}; two names, or any number with --round-robin (default: %(default)s)</source>
            <translation>noms des joueurs, séparés par des virgules, parmi : {players} ; deux noms, ou autant qu'on veut avec --round-robin (par défaut : %(default)s)</translation>
        </message>
        <message>
            <source>play every pairing among the listed players</source>
            <translation>jouer toutes les rencontres entre les joueurs donnés</translation>
        </message>
        <message>
            <source>parties per pairing, in mirrored pairs (default: 10)</source>
            <translation>parties par rencontre, en paires en miroir (par défaut : 10)</translation>
        </message>
        <message>
            <source>mirrored deal pairs per pairing (default: 100)</source>
            <translation>paires de donnes en miroir par rencontre (par défaut : 100)</translation>
        </message>
        <message>
            <source>at most N deal pairs in the pairings NAME plays (repeatable), for a slow level</source>
            <translation>au plus N paires de donnes dans les rencontres que joue NAME (répétable), pour un niveau lent</translation>
        </message>
        <message>
            <source>score situation of the deal pairs: 'partie' plays pair i as deal 1 + i mod 6 of a greedy partie, 'fresh' every pair as deal 1 at 0-0 (default: partie)</source>
            <translation>situation de score des paires de donnes : « partie » joue la paire i comme donne 1 + i mod 6 d'une partie de greedy, « fresh » chaque paire comme donne 1 à 0-0 (par défaut : partie)</translation>
        </message>
        <message>
            <source>base seed (default: 0)</source>
            <translation>graine de base (par défaut : 0)</translation>
        </message>
        <message>
            <source>worker processes (default: the number of CPUs; 1 plays in this process)</source>
            <translation>processus de calcul (par défaut : le nombre de processeurs ; 1 joue dans ce processus)</translation>
        </message>
        <message>
            <source>rule preset (default: rubicon)</source>
            <translation>règles prédéfinies (par défaut : rubicon)</translation>
        </message>
        <message>
            <source>change one rule option of the preset, e.g. deck=36 (repeatable)</source>
            <translation>changer une option des règles prédéfinies, par exemple deck=36 (répétable)</translation>
        </message>
        <message>
            <source>save every partie as DIR/partie-NNNN.piquet (round robin: DIR/A-vs-B/partie-NNNN.piquet)</source>
            <translation>enregistrer chaque partie sous DIR/partie-NNNN.piquet (toutes rencontres : DIR/A-vs-B/partie-NNNN.piquet)</translation>
        </message>
        <message>
            <source>keep finished deal pairs and parties in FILE (JSON lines) and reuse them when the same run is started again; delete it when the players change</source>
            <translation>garder les paires de donnes et les parties finies dans FILE (lignes JSON) et les reprendre quand la même série est relancée ; l'effacer quand les joueurs changent</translation>
        </message>
        <message>
            <source>report progress and the run time on stderr</source>
            <translation>indiquer l'avancement et la durée sur stderr</translation>
        </message>
        <message>
            <source>print the summary as JSON</source>
            <translation>afficher le bilan en JSON</translation>
        </message>
        <message>
            <source>print the tables as Markdown (for docs/AI.md)</source>
            <translation>afficher les tableaux en Markdown (pour docs/AI.md)</translation>
        </message>
        <message>
            <source>print the summary saved by an earlier --json run (as text, or with --markdown)</source>
            <translation>afficher le bilan enregistré par une série --json antérieure (en texte, ou avec --markdown)</translation>
        </message>
        <message>
            <source>--players expects names separated by commas, not {text!r}</source>
            <translation>--players attend des noms séparés par des virgules, pas {text!r}</translation>
        </message>
        <message>
            <source>--round-robin needs at least two names in --players</source>
            <translation>--round-robin demande au moins deux noms dans --players</translation>
        </message>
        <message>
            <source>--round-robin needs different names in --players</source>
            <translation>--round-robin demande des noms différents dans --players</translation>
        </message>
        <message>
            <source>--players expects two names separated by a comma, not {text!r} (use --round-robin for more)</source>
            <translation>--players attend deux noms séparés par une virgule, pas {text!r} (--round-robin pour davantage)</translation>
        </message>
        <message>
            <source>--limit expects NAME=N with N a count of deal pairs, not {text!r}</source>
            <translation>--limit attend NAME=N, N étant un nombre de paires de donnes, pas {text!r}</translation>
        </message>
        <message>
            <source>--limit names {name!r}, who is not among --players</source>
            <translation>--limit nomme {name!r}, qui n'est pas parmi --players</translation>
        </message>
        <message>
            <source>cannot create the record directory {path!r}: {error}</source>
            <translation>impossible de créer le dossier des parties {path!r} : {error}</translation>
        </message>
        <message>
            <source>parties won</source>
            <translation>parties gagnées</translation>
        </message>
        <message>
            <source>parties lost</source>
            <translation>parties perdues</translation>
        </message>
        <message>
            <source>parties drawn</source>
            <translation>parties nulles</translation>
        </message>
        <message>
            <source>mean points / deal</source>
            <translation>points moyens par donne</translation>
        </message>
        <message>
            <source>mean points / partie</source>
            <translation>points moyens par partie</translation>
        </message>
        <message>
            <source>cartes blanches</source>
            <translation>cartes blanches</translation>
        </message>
        <message>
            <source>piques</source>
            <translation>pics</translation>
        </message>
        <message>
            <source>repiques</source>
            <translation>repics</translation>
        </message>
        <message>
            <source>capots</source>
            <translation>capots</translation>
        </message>
        <message>
            <source>partie score (margins)</source>
            <translation>score de partie (marges)</translation>
        </message>
        <message>
            <source>mean partie score</source>
            <translation>score moyen de partie</translation>
        </message>
        <message>
            <source>rubicons inflicted</source>
            <translation>rubicons infligés</translation>
        </message>
        <message>
            <source>rubicons suffered</source>
            <translation>rubicons subis</translation>
        </message>
        <message>
            <source>au cent games won</source>
            <translation>manches au cent gagnées</translation>
        </message>
        <message>
            <source>of which doubles</source>
            <translation>dont manches doubles</translation>
        </message>
        <message>
            <source>n/a</source>
            <comment>no value: nothing was played</comment>
            <translation>n.d.</translation>
        </message>
        <message>
            <source>({low} .. {high})</source>
            <translation>({low} .. {high})</translation>
        </message>
        <message>
            <source>{a} vs {b}</source>
            <translation>{a} contre {b}</translation>
        </message>
        <message>
            <source>pairing</source>
            <translation>rencontre</translation>
        </message>
        <message>
            <source>Mirrored deal pairs: {pairs} per pairing{limits}, preset {preset}, seed {seed} (pair i played as deal 1 + i mod 6 of a greedy partie)</source>
            <translation>Paires de donnes en miroir : {pairs} par rencontre{limits}, règles {preset}, graine {seed} (paire i jouée comme donne 1 + i mod 6 d'une partie de greedy)</translation>
        </message>
        <message>
            <source>Mirrored deal pairs: {pairs} per pairing{limits}, preset {preset}, seed {seed} (pair i played as deal 1 at 0-0)</source>
            <translation>Paires de donnes en miroir : {pairs} par rencontre{limits}, règles {preset}, graine {seed} (paire i jouée comme donne 1 à 0-0)</translation>
        </message>
        <message>
            <source>, at most {count} for {name}</source>
            <translation>, au plus {count} pour {name}</translation>
        </message>
        <message>
            <source>pairs</source>
            <comment>a column heading: deal pairs played</comment>
            <translation>paires</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a column heading: deal pairs won</comment>
            <translation>gagnées</translation>
        </message>
        <message>
            <source>tied</source>
            <comment>a column heading: deal pairs tied</comment>
            <translation>égales</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a column heading: deal pairs lost</comment>
            <translation>perdues</translation>
        </message>
        <message>
            <source>share won (95% CI)</source>
            <translation>part gagnée (IC 95 %)</translation>
        </message>
        <message>
            <source>points per pair (95% CI)</source>
            <translation>points par paire (IC 95 %)</translation>
        </message>
        <message>
            <source>{share} ({low}-{high})</source>
            <translation>{share} ({low}-{high})</translation>
        </message>
        <message>
            <source>Mirrored parties: {parties} per pairing, preset {preset}, seed {seed} (seats swap every other partie)</source>
            <translation>Parties en miroir : {parties} par rencontre, règles {preset}, graine {seed} (les places s'échangent une partie sur deux)</translation>
        </message>
        <message>
            <source>margin per partie pair (95% CI)</source>
            <translation>marge par paire de parties (IC 95 %)</translation>
        </message>
        <message>
            <source>games per partie pair (95% CI)</source>
            <translation>manches par paire de parties (IC 95 %)</translation>
        </message>
        <message>
            <source>won</source>
            <comment>a column heading: parties won</comment>
            <translation>gagnées</translation>
        </message>
        <message>
            <source>drawn</source>
            <comment>a column heading: parties drawn</comment>
            <translation>nulles</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>a column heading: parties lost</comment>
            <translation>perdues</translation>
        </message>
        <message>
            <source>rubicons</source>
            <comment>a column heading</comment>
            <translation>rubicons</translation>
        </message>
        <message>
            <source>(rubicons: inflicted by the first player / by the second)</source>
            <translation>(rubicons : infligés par le premier joueur / par le second)</translation>
        </message>
        <message>
            <source>Ratings ({anchor} = 0): Elo scale by Bradley-Terry on parties; points per deal pair by least squares</source>
            <translation>Classement ({anchor} = 0) : échelle Elo par Bradley-Terry sur les parties ; points par paire de donnes par les moindres carrés</translation>
        </message>
        <message>
            <source>Ratings ({anchor} = 0): Elo scale by Bradley-Terry on deal pairs; points per deal pair by least squares</source>
            <translation>Classement ({anchor} = 0) : échelle Elo par Bradley-Terry sur les paires de donnes ; points par paire de donnes par les moindres carrés</translation>
        </message>
        <message>
            <source>piquet-arena: {done}/{total} items, {seconds} s</source>
            <translation>piquet-arena : {done}/{total} éléments, {seconds} s</translation>
        </message>
        <message>
            <source>--parties must not be negative, not {count}</source>
            <translation>--parties ne doit pas être négatif, pas {count}</translation>
        </message>
        <message>
            <source>--deal-pairs must not be negative, not {count}</source>
            <translation>--deal-pairs ne doit pas être négatif, pas {count}</translation>
        </message>
        <message>
            <source>nothing to play: --parties and --deal-pairs are both 0</source>
            <translation>rien à jouer : --parties et --deal-pairs valent 0 tous les deux</translation>
        </message>
        <message>
            <source>--jobs must be at least 1, not {jobs}</source>
            <translation>--jobs doit valoir au moins 1, pas {jobs}</translation>
        </message>
        <message>
            <source>piquet-arena: --jobs {jobs} is more than the {cpus} CPUs this process may use; playing with {cpus}</source>
            <translation>piquet-arena : --jobs {jobs} dépasse les {cpus} processeurs que ce processus peut utiliser ; il en utilise {cpus}</translation>
        </message>
        <message>
            <source>cannot read the summary {file!r}: {error}</source>
            <translation>impossible de lire le bilan {file!r} : {error}</translation>
        </message>
        <message>
            <source>piquet-arena: {error} (the finished ones are in the cache)</source>
            <translation>piquet-arena : {error} (ceux qui sont finis sont dans le cache)</translation>
        </message>
        <message>
            <source>piquet-arena: {error}</source>
            <translation>piquet-arena : {error}</translation>
        </message>
        <message>
            <source>piquet-arena: cannot save the results: {error}</source>
            <translation>piquet-arena : impossible d'enregistrer les résultats : {error}</translation>
        </message>
        <message>
            <source>piquet-arena: interrupted</source>
            <translation>piquet-arena : interrompu</translation>
        </message>
        <message>
            <source>piquet-arena: run time {seconds} s</source>
            <translation>piquet-arena : durée {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>PiquetRecord</name>
        <message>
            <source>{name} (human)</source>
            <translation>{name} (humain)</translation>
        </message>
        <message>
            <source>{name} (AI, {level})</source>
            <translation>{name} (IA, {level})</translation>
        </message>
        <message>
            <source>{name} (AI)</source>
            <translation>{name} (IA)</translation>
        </message>
        <message>
            <source>{player} {points}, {other} {other_points}</source>
            <translation>{player} {points}, {other} {other_points}</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost} (a double game)</source>
            <translation>Manche {number} gagnée par {player}, {won} à {lost} (manche double)</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost}</source>
            <translation>Manche {number} gagnée par {player}, {won} à {lost}</translation>
        </message>
        <message>
            <source>Piquet partie: {player} v {other}</source>
            <translation>Partie de piquet : {player} contre {other}</translation>
        </message>
        <message>
            <source>Rules: {rules}</source>
            <translation>Règles : {rules}</translation>
        </message>
        <message>
            <source>Seed: {seed}</source>
            <translation>Numéro de partie : {seed}</translation>
        </message>
        <message>
            <source>Deal {number} (elder: {elder}) (counts double)</source>
            <translation>Donne {number} (premier : {elder}) (compte double)</translation>
        </message>
        <message>
            <source>Deal {number} (elder: {elder})</source>
            <translation>Donne {number} (premier : {elder})</translation>
        </message>
        <message>
            <source>nothing scored</source>
            <translation>rien de marqué</translation>
        </message>
        <message>
            <source>Deal totals: {totals}</source>
            <translation>Totaux de la donne : {totals}</translation>
        </message>
        <message>
            <source>Partie totals: {totals}</source>
            <translation>Totaux de la partie : {totals}</translation>
        </message>
        <message>
            <source>Game score: {scores}</source>
            <translation>Score de la manche : {scores}</translation>
        </message>
        <message>
            <source>Deal {number} (elder: {elder}), in progress</source>
            <translation>Donne {number} (premier : {elder}), en cours</translation>
        </message>
        <message>
            <source>nothing scored yet</source>
            <translation>rien de marqué pour l'instant</translation>
        </message>
        <message>
            <source>Games: {games}</source>
            <translation>Manches : {games}</translation>
        </message>
        <message>
            <source>Result: {result}</source>
            <translation>Résultat : {result}</translation>
        </message>
        <message>
            <source>Result: unfinished (deal {number} in progress)</source>
            <translation>Résultat : partie inachevée (donne {number} en cours)</translation>
        </message>
        <message numerus="yes">
            <source>Result: unfinished (%n deal(s) played)</source>
            <translation>
                <numerusform>Résultat : partie inachevée (%n donne jouée)</numerusform>
                <numerusform>Résultat : partie inachevée (%n donnes jouées)</numerusform>
            </translation>
        </message>
        <message>
            <source>OK: {actions}, {deals}, finished</source>
            <translation>OK : {actions}, {deals}, partie terminée</translation>
        </message>
        <message>
            <source>OK: {actions}, {deals}, unfinished</source>
            <translation>OK : {actions}, {deals}, partie inachevée</translation>
        </message>
        <message numerus="yes">
            <source>%n action(s)</source>
            <translation>
                <numerusform>%n action</numerusform>
                <numerusform>%n actions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>Check a Piquet Desktop partie record or print its score sheet.</source>
            <translation>Vérifier un fichier de partie de Piquet Desktop ou afficher sa feuille de marque.</translation>
        </message>
        <message>
            <source>check that a record loads and replays</source>
            <translation>vérifier qu'un fichier de partie se charge et se rejoue</translation>
        </message>
        <message>
            <source>Check a record.</source>
            <translation>Vérifier un fichier de partie.</translation>
        </message>
        <message>
            <source>a partie record (.piquet)</source>
            <translation>un fichier de partie (.piquet)</translation>
        </message>
        <message>
            <source>print the deal-by-deal score sheet</source>
            <translation>afficher la feuille de marque, donne par donne</translation>
        </message>
        <message>
            <source>Print the score sheet of a record with the reason for every score.</source>
            <translation>Afficher la feuille de marque d'un fichier de partie avec la raison de chaque score.</translation>
        </message>
        <message>
            <source>print the score sheet as JSON</source>
            <translation>afficher la feuille de marque en JSON</translation>
        </message>
    </context>
    <context>
        <name>PiquetReview</name>
        <message>
            <source>Review a player's decisions in a saved partie against the strongest level.</source>
            <translation>Analyser les décisions d'un joueur dans une partie enregistrée au regard du niveau le plus fort.</translation>
        </message>
        <message>
            <source>a partie record (.piquet)</source>
            <translation>un fichier de partie (.piquet)</translation>
        </message>
        <message>
            <source>whose decisions: 0 or 1 (default: the human)</source>
            <translation>les décisions de qui : 0 ou 1 (par défaut : l'humain)</translation>
        </message>
        <message>
            <source>review deal N only</source>
            <translation>n'analyser que la donne N</translation>
        </message>
        <message>
            <source>the reviewing level (default: master)</source>
            <translation>le niveau qui analyse (par défaut : master)</translation>
        </message>
        <message>
            <source>seed of the sampling (default: 0)</source>
            <translation>graine du tirage (par défaut : 0)</translation>
        </message>
        <message>
            <source>list every rated decision</source>
            <translation>lister toutes les décisions notées</translation>
        </message>
        <message>
            <source>print the review as JSON</source>
            <translation>afficher l'analyse en JSON</translation>
        </message>
        <message>
            <source>write the review into the record file</source>
            <translation>écrire l'analyse dans le fichier de partie</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>imprécision</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>gaffe</translation>
        </message>
        <message>
            <source>{chosen}; best: {best}; loss {loss} ± {stderr}</source>
            <translation>{chosen} ; meilleur : {best} ; perte {loss} ± {stderr}</translation>
        </message>
        <message>
            <source>{chosen}; loss {loss} ± {stderr}</source>
            <translation>{chosen} ; perte {loss} ± {stderr}</translation>
        </message>
        <message>
            <source> (partie: {loss})</source>
            <translation> (partie : {loss})</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) rated</source>
            <translation>
                <numerusform>%n décision notée</numerusform>
                <numerusform>%n décisions notées</numerusform>
            </translation>
        </message>
        <message>
            <source>Review of seat {seat}'s decisions by {level} (seed {seed}): {rated}, {lost} points lost.</source>
            <translation>Analyse des décisions de la place {seat} par {level} (graine {seed}) : {rated}, {lost} points perdus.</translation>
        </message>
        <message numerus="yes">
            <source>Deal {number}: {lost} points lost over %n decision(s)</source>
            <translation>
                <numerusform>Donne {number} : {lost} points perdus en %n décision</numerusform>
                <numerusform>Donne {number} : {lost} points perdus en %n décisions</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing marked</source>
            <translation>rien à signaler</translation>
        </message>
        <message>
            <source>Loss: the expected points of the deal the choice gave up against the best, ± its standard error over the sampled worlds; marks: inaccuracy from 2, mistake from 5, blunder from 10, beyond twice the error.</source>
            <translation>Perte : les points de la donne que le choix a perdus en espérance face au meilleur, ± son erreur type sur les mondes tirés ; marques : imprécision dès 2, erreur dès 5, gaffe dès 10, au-delà de deux fois l'erreur.</translation>
        </message>
        <message>
            <source>--seat is 0 or 1, not {seat}</source>
            <translation>--seat vaut 0 ou 1, pas {seat}</translation>
        </message>
        <message>
            <source>--level: {error}</source>
            <translation>--level : {error}</translation>
        </message>
        <message>
            <source>cannot use {file}: {error}</source>
            <translation>impossible d'utiliser {file} : {error}</translation>
        </message>
        <message>
            <source>--deal: the partie has no deal {deal}</source>
            <translation>--deal : la partie n'a pas de donne {deal}</translation>
        </message>
        <message>
            <source>piquet-review: interrupted</source>
            <translation>piquet-review : interrompu</translation>
        </message>
        <message>
            <source>piquet-review: cannot store the review in {file}: {error}</source>
            <translation>piquet-review : impossible d'enregistrer l'analyse dans {file} : {error}</translation>
        </message>
    </context>
    <context>
        <name>PiquetWords</name>
        <message>
            <source>{items} and {last}</source>
            <comment>a list's last item</comment>
            <translation>{items} et {last}</translation>
        </message>
    </context>
    <context>
        <name>PracticeDaily</name>
        <message>
            <source>an exchange</source>
            <translation>un écart</translation>
        </message>
        <message>
            <source>a declaration</source>
            <translation>une annonce</translation>
        </message>
        <message>
            <source>an ending to play, all cards shown</source>
            <translation>une fin de donne à jouer, cartes sur table</translation>
        </message>
        <message>
            <source>a position to play</source>
            <translation>une position à jouer</translation>
        </message>
        <message>
            <source>a counting question</source>
            <translation>une question de décompte</translation>
        </message>
        <message>
            <source>Today's exercise, {exercise}, is done.</source>
            <translation>L'exercice du jour, {exercise}, est fait.</translation>
        </message>
        <message>
            <source>Today's exercise: {exercise}.</source>
            <translation>L'exercice du jour : {exercise}.</translation>
        </message>
        <message>
            <source>{offered} {today}</source>
            <translation>{offered} {today}</translation>
        </message>
    </context>
    <context>
        <name>PracticeDeclarations</name>
        <message>
            <source>Preparing the exercise (a partie is played)…</source>
            <translation>Préparation de l'exercice (une partie se joue)…</translation>
        </message>
        <message>
            <source>Declaration</source>
            <translation>Annonce</translation>
        </message>
        <message>
            <source>Then, in this deal</source>
            <translation>Ensuite, dans cette donne</translation>
        </message>
        <message>
            <source>The declarations</source>
            <translation>Les annonces</translation>
        </message>
        <message>
            <source>{action} (the Master’s)</source>
            <translation>{action} (celle du Maître)</translation>
        </message>
        <message>
            <source>Nothing has been said yet in this deal.</source>
            <translation>Rien n'a encore été dit dans cette donne.</translation>
        </message>
        <message>
            <source>Said so far:</source>
            <translation>Dit jusqu'ici :</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Your opponent</source>
            <translation>Votre adversaire</translation>
        </message>
        <message>
            <source>{who}: {words}</source>
            <translation>{who} : {words}</translation>
        </message>
    </context>
    <context>
        <name>PracticePlay</name>
        <message>
            <source>Your hand</source>
            <translation>Votre main</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Précédent</translation>
        </message>
        <message>
            <source>&amp;Next</source>
            <translation>&amp;Suivant</translation>
        </message>
        <message>
            <source>Your opponent’s hand</source>
            <translation>La main de votre adversaire</translation>
        </message>
        <message>
            <source>Your hand: click the card to play</source>
            <translation>Votre main : cliquez sur la carte à jouer</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>The line that follows, trick by trick</source>
            <translation>La suite du jeu, levée par levée</translation>
        </message>
        <message>
            <source>Click a card’s row to see its line played on the table.</source>
            <translation>Cliquez sur la ligne d'une carte pour voir son jeu joué sur la table.</translation>
        </message>
        <message>
            <source>The play</source>
            <translation>Le jeu de la carte</translation>
        </message>
        <message>
            <source>Your opponent’s hand in the world where this card costs most (in play you do not see it)</source>
            <translation>La main de votre adversaire dans le monde où cette carte coûte le plus (en jeu, vous ne la voyez pas)</translation>
        </message>
        <message>
            <source>Tricks so far: you {mine}, your opponent {theirs}.</source>
            <translation>Levées jusqu'ici : vous {mine}, votre adversaire {theirs}.</translation>
        </message>
        <message>
            <source>Your opponent has led {card}.</source>
            <translation>Votre adversaire a entamé {card}.</translation>
        </message>
        <message>
            <source>You are to lead.</source>
            <translation>C'est à vous d'entamer.</translation>
        </message>
        <message>
            <source>{n}. you {lead}, your opponent {follow}</source>
            <translation>{n}. vous {lead}, votre adversaire {follow}</translation>
        </message>
        <message>
            <source>{n}. your opponent {lead}, you {follow}</source>
            <translation>{n}. votre adversaire {lead}, vous {follow}</translation>
        </message>
        <message>
            <source>{trick}: yours</source>
            <translation>{trick} : pour vous</translation>
        </message>
        <message>
            <source>{trick}: your opponent’s</source>
            <translation>{trick} : pour votre adversaire</translation>
        </message>
        <message>
            <source>You are elder</source>
            <translation>Vous êtes premier</translation>
        </message>
        <message>
            <source>You are younger</source>
            <translation>Vous êtes dernier</translation>
        </message>
        <message>
            <source>{role}: you discarded {cards} and took {mine} from the talon; your opponent took {theirs}.</source>
            <translation>{role} : vous avez écarté {cards} et pris {mine} cartes au talon ; votre adversaire en a pris {theirs}.</translation>
        </message>
        <message>
            <source>The talon’s cards you saw: {cards}.</source>
            <translation>Les cartes du talon que vous avez vues : {cards}.</translation>
        </message>
        <message>
            <source>Your opponent showed: {cards}.</source>
            <translation>Votre adversaire a montré : {cards}.</translation>
        </message>
        <message>
            <source>Declared: {dialogue}</source>
            <translation>Annonces : {dialogue}</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between two tricks played</comment>
            <translation> ; </translation>
        </message>
        <message>
            <source>Tricks played: {tricks}.</source>
            <translation>Levées jouées : {tricks}.</translation>
        </message>
    </context>
    <context>
        <name>PracticeSession</name>
        <message>
            <source>The exercise positions just mined could not be kept: {reason}</source>
            <translation>Les positions d'exercice qui viennent d'être extraites n'ont pas pu être conservées : {reason}</translation>
        </message>
    </context>
    <context>
        <name>PracticeText</name>
        <message>
            <source>You are elder</source>
            <translation>Vous êtes premier</translation>
        </message>
        <message>
            <source>You are younger</source>
            <translation>Vous êtes dernier</translation>
        </message>
        <message>
            <source>{role}; first deal of a partie, love all.</source>
            <translation>{role} ; première donne d'une partie, zéro partout.</translation>
        </message>
        <message>
            <source>Click the cards to discard: from {low} to {high}. Elder takes as many from the talon; any he leaves go to younger.</source>
            <translation>Cliquez sur les cartes à écarter : de {low} à {high}. Le premier en prend autant au talon ; celles qu'il laisse vont au dernier.</translation>
        </message>
        <message>
            <source>Click the cards to discard: from {low} to {high}. You take as many from the talon and leave the rest.</source>
            <translation>Cliquez sur les cartes à écarter : de {low} à {high}. Vous en prenez autant au talon et laissez le reste.</translation>
        </message>
        <message>
            <source>{marked} marked: you take {marked} and leave {left}.</source>
            <translation>Cartes marquées : {marked} ; vous en prenez {marked} et en laissez {left}.</translation>
        </message>
        <message>
            <source>{marked} marked: you take {marked} and leave {left} for younger.</source>
            <translation>Cartes marquées : {marked} ; vous en prenez {marked} et en laissez {left} au dernier.</translation>
        </message>
        <message>
            <source>yours</source>
            <translation>le vôtre</translation>
        </message>
        <message>
            <source>the book's</source>
            <translation>celui du livre</translation>
        </message>
        <message>
            <source>the Master's</source>
            <translation>celui du Maître</translation>
        </message>
        <message>
            <source>a natural discard</source>
            <translation>un écart naturel</translation>
        </message>
        <message>
            <source>partie points</source>
            <translation>points de partie</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message>
            <source>Well played: {cards} is the best discard found ({worlds} deals).</source>
            <translation>Bien joué : {cards} est le meilleur écart trouvé ({worlds} donnes).</translation>
        </message>
        <message>
            <source>Close: {cards} loses {loss} {unit} against the best, {best}, within the margin of error (± {error}).</source>
            <translation>Presque : {cards} perd {loss} {unit} contre le meilleur, {best}, dans la marge d'erreur (± {error}).</translation>
        </message>
        <message>
            <source>{cards} loses {loss} {unit} (± {error}) against the best, {best}.</source>
            <translation>{cards} perd {loss} {unit} (± {error}) contre le meilleur, {best}.</translation>
        </message>
        <message>
            <source>The exchange</source>
            <translation>L'écart</translation>
        </message>
        <message>
            <source>Counting</source>
            <translation>Le décompte</translation>
        </message>
        <message>
            <source>The declarations</source>
            <translation>Les annonces</translation>
        </message>
        <message>
            <source>The play</source>
            <translation>Le jeu de la carte</translation>
        </message>
        <message>
            <source>{rating}? (provisional, ± {band})</source>
            <comment>a rating not settled yet</comment>
            <translation>{rating} ? (provisoire, ± {band})</translation>
        </message>
        <message>
            <source>{rating} ± {band}</source>
            <translation>{rating} ± {band}</translation>
        </message>
        <message>
            <source>A “?” marks a rating still provisional: it moves by hundreds of points over your first ten or so exercises of a kind, then settles.</source>
            <translation>Un « ? » marque un classement encore provisoire : il bouge de plusieurs centaines de points pendant vos quelque dix premiers exercices d'un genre, puis se stabilise.</translation>
        </message>
        <message>
            <source>Answering {category}: exercise {number} ({difficulty})</source>
            <translation>Répondre sur {category} : exercice {number} ({difficulty})</translation>
        </message>
        <message>
            <source>Calling {category}: exercise {number} ({difficulty})</source>
            <translation>Annoncer {category} : exercice {number} ({difficulty})</translation>
        </message>
        <message>
            <source>The last tricks, every card shown: exercise {number} ({difficulty})</source>
            <translation>Les dernières levées, toutes cartes visibles : exercice {number} ({difficulty})</translation>
        </message>
        <message>
            <source>A card in the middle of the play: exercise {number} ({difficulty})</source>
            <translation>Une carte au milieu du jeu : exercice {number} ({difficulty})</translation>
        </message>
        <message>
            <source>{role}; deal {deal} of six (the last one), you have {mine} and your opponent {theirs}.</source>
            <translation>{role} ; donne {deal} sur six (la dernière), vous avez {mine} et votre adversaire {theirs}.</translation>
        </message>
        <message>
            <source>{role}; deal {deal} of six, you have {mine} and your opponent {theirs}.</source>
            <translation>{role} ; donne {deal} sur six, vous avez {mine} et votre adversaire {theirs}.</translation>
        </message>
        <message>
            <source>{role}; deal {deal}, added for a tie, you have {mine} and your opponent {theirs}.</source>
            <translation>{role} ; donne {deal}, ajoutée pour une égalité, vous avez {mine} et votre adversaire {theirs}.</translation>
        </message>
        <message>
            <source>the best answer</source>
            <translation>le meilleur choix</translation>
        </message>
        <message>
            <source>loses {points} points</source>
            <translation>perd {points} points</translation>
        </message>
        <message>
            <source>The partie’s expected final margin after this choice, yours less your opponent’s: negative when he is expected to end ahead.</source>
            <translation>L'écart final attendu de la partie après ce choix, le vôtre moins celui de votre adversaire : négatif quand il devrait finir devant.</translation>
        </message>
        <message>
            <source>Your points less your opponent’s from this card to the end of the play, on average over the deals sampled: negative when he makes more.</source>
            <translation>Vos points moins ceux de votre adversaire, de cette carte à la fin du jeu, en moyenne sur les donnes tirées : négatif quand il en fait plus.</translation>
        </message>
        <message>
            <source>Your points less your opponent’s in this deal after this choice, on average over the deals sampled: negative when he makes more.</source>
            <translation>Vos points moins ceux de votre adversaire dans cette donne après ce choix, en moyenne sur les donnes tirées : négatif quand il en fait plus.</translation>
        </message>
        <message>
            <source>best</source>
            <translation>meilleur</translation>
        </message>
        <message>
            <source>{loss} ± {error}</source>
            <comment>points lost and their error</comment>
            <translation>{loss} ± {error}</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>facile</translation>
        </message>
        <message>
            <source>fairly easy</source>
            <translation>assez facile</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>moyen</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>difficile</translation>
        </message>
        <message>
            <source>very hard</source>
            <translation>très difficile</translation>
        </message>
        <message>
            <source>as good as the best card in every deal sampled: no line to show</source>
            <translation>aussi bonne que la meilleure dans toutes les donnes tirées : pas de ligne à montrer</translation>
        </message>
        <message>
            <source>no line to show: its loss is an average, no one deal shows it</source>
            <translation>pas de ligne à montrer : sa perte est une moyenne, aucune donne seule ne la montre</translation>
        </message>
        <message>
            <source>the point</source>
            <translation>le point</translation>
        </message>
        <message>
            <source>the sequence</source>
            <translation>la séquence</translation>
        </message>
        <message>
            <source>the set</source>
            <translation>les quatorze et les trios</translation>
        </message>
        <message>
            <source>Elder has called {category}. What do you answer?</source>
            <translation>Le premier a annoncé {category}. Que répondez-vous ?</translation>
        </message>
        <message>
            <source>You are elder. What do you call for {category}?</source>
            <translation>Vous êtes premier. Qu'annoncez-vous pour {category} ?</translation>
        </message>
        <message>
            <source>You are younger. What do you call for {category}?</source>
            <translation>Vous êtes dernier. Qu'annoncez-vous pour {category} ?</translation>
        </message>
        <message>
            <source>neither scores {category}</source>
            <translation>personne ne compte {category}</translation>
        </message>
        <message>
            <source>you score {combination} ({points})</source>
            <translation>vous comptez {combination} ({points})</translation>
        </message>
        <message>
            <source>your opponent scores {combination} ({points})</source>
            <translation>votre adversaire compte {combination} ({points})</translation>
        </message>
        <message>
            <source>: {loss}.</source>
            <translation> : {loss}.</translation>
        </message>
        <message>
            <source>: {loss}; {reason}.</source>
            <translation> : {loss} ; {reason}.</translation>
        </message>
        <message>
            <source>Best: {action}; {reason}.</source>
            <translation>Le meilleur : {action} ; {reason}.</translation>
        </message>
        <message>
            <source>Best: {action}.</source>
            <translation>Le meilleur : {action}.</translation>
        </message>
        <message>
            <source>The Master would {action}: he weighs what a declaration shows, while this verdict plays with the cards open and counts only the points given up.</source>
            <translation>Le Maître préférerait {action} : il pèse ce qu'une annonce montre, alors que ce verdict joue cartes sur table et ne compte que les points abandonnés.</translation>
        </message>
        <message>
            <source>Save the capot.</source>
            <translation>Évitez d'être capot.</translation>
        </message>
        <message numerus="yes">
            <source>Make the cards: win %n more trick(s).</source>
            <translation>
                <numerusform>Gagnez les cartes : faites encore %n levée.</numerusform>
                <numerusform>Gagnez les cartes : faites encore %n levées.</numerusform>
            </translation>
        </message>
        <message>
            <source>Make the most points from here.</source>
            <translation>Marquez le plus de points possible d'ici la fin.</translation>
        </message>
        <message>
            <source>Win the last trick.</source>
            <translation>Faites la dernière levée.</translation>
        </message>
        <message>
            <source>Win every one of the last {left} tricks.</source>
            <translation>Faites chacune des {left} dernières levées.</translation>
        </message>
        <message>
            <source>Win {wanted} of the last {left} tricks.</source>
            <translation>Faites {wanted} des {left} dernières levées.</translation>
        </message>
        <message>
            <source>Every card is shown. {goal} Your card?</source>
            <translation>Toutes les cartes sont visibles. {goal} Votre carte ?</translation>
        </message>
        <message>
            <source>You see what a player at the table knows: your hand, your discard, the declarations and the tricks played, not your opponent’s hand. Your card?</source>
            <translation>Vous voyez ce qu'un joueur sait à la table : votre main, votre écart, les annonces et les levées jouées, pas la main de votre adversaire. Votre carte ?</translation>
        </message>
        <message>
            <source>If the opponent holds {cards}, the line that beats it: {line}.</source>
            <translation>Si l'adversaire tient {cards}, le jeu qui la bat : {line}.</translation>
        </message>
        <message>
            <source>The line that beats it: {line}.</source>
            <translation>Le jeu qui la bat : {line}.</translation>
        </message>
        <message>
            <source>The line that beats {card}</source>
            <translation>Le jeu qui bat {card}</translation>
        </message>
        <message>
            <source>The best line, from {card}</source>
            <translation>Le meilleur jeu, à partir de {card}</translation>
        </message>
        <message>
            <source>Trick {trick}: your opponent has led {card}. Your card.</source>
            <translation>Levée {trick} : votre adversaire a entamé {card}. À vous de jouer.</translation>
        </message>
        <message>
            <source>Trick {trick}: you are to lead.</source>
            <translation>Levée {trick} : à vous d'entamer.</translation>
        </message>
        <message>
            <source>Trick {trick}: you lead {card}.</source>
            <translation>Levée {trick} : vous entamez {card}.</translation>
        </message>
        <message>
            <source>Trick {trick}: your opponent leads {card}.</source>
            <translation>Levée {trick} : votre adversaire entame {card}.</translation>
        </message>
        <message>
            <source>Trick {trick}: you play {card} and take the trick.</source>
            <translation>Levée {trick} : vous jouez {card} et faites la levée.</translation>
        </message>
        <message>
            <source>Trick {trick}: you play {card}; your opponent takes the trick.</source>
            <translation>Levée {trick} : vous jouez {card} ; votre adversaire fait la levée.</translation>
        </message>
        <message>
            <source>Trick {trick}: your opponent plays {card}; you take the trick.</source>
            <translation>Levée {trick} : votre adversaire joue {card} ; vous faites la levée.</translation>
        </message>
        <message>
            <source>Trick {trick}: your opponent plays {card} and takes the trick.</source>
            <translation>Levée {trick} : votre adversaire joue {card} et fait la levée.</translation>
        </message>
        <message>
            <source>Tricks: you {mine}, your opponent {theirs}.</source>
            <translation>Levées : vous {mine}, votre adversaire {theirs}.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) to play.</source>
            <translation>
                <numerusform>%n carte à jouer.</numerusform>
                <numerusform>%n cartes à jouer.</numerusform>
            </translation>
        </message>
        <message>
            <source>Card {step} of {steps}.</source>
            <translation>Carte {step} sur {steps}.</translation>
        </message>
        <message>
            <source>Here the best card was {card}.</source>
            <translation>Ici, la meilleure carte était {card}.</translation>
        </message>
        <message>
            <source>What does elder score in hand for point, sequence and set together?</source>
            <translation>Combien le premier marque-t-il en main, point, séquence, quatorze et trios réunis ?</translation>
        </message>
        <message>
            <source>What does younger score in hand for point, sequence and set together?</source>
            <translation>Combien le dernier marque-t-il en main, point, séquence, quatorze et trios réunis ?</translation>
        </message>
        <message>
            <source>Who wins the point?</source>
            <translation>Qui gagne le point ?</translation>
        </message>
        <message>
            <source>Does either hand make a repique?</source>
            <translation>L'une des mains fait-elle repic ?</translation>
        </message>
        <message>
            <source>Elder</source>
            <translation>Le premier</translation>
        </message>
        <message>
            <source>Younger</source>
            <translation>Le dernier</translation>
        </message>
        <message>
            <source>Neither: the points are equal</source>
            <translation>Aucun : les points sont égaux</translation>
        </message>
        <message>
            <source>No repique</source>
            <translation>Pas de repic</translation>
        </message>
        <message>
            <source>{who}: {what}, {points}</source>
            <translation>{who} : {what}, {points}</translation>
        </message>
        <message>
            <source>Neither hand scores in the declarations.</source>
            <translation>Aucune main ne marque dans les annonces.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>rien</translation>
        </message>
        <message>
            <source>neither holds one</source>
            <translation>aucun des deux n'en a</translation>
        </message>
        <message>
            <source>elder’s is better</source>
            <translation>celui du premier l'emporte</translation>
        </message>
        <message>
            <source>younger’s is better</source>
            <translation>celui du dernier l'emporte</translation>
        </message>
        <message>
            <source>equal, so neither scores</source>
            <translation>égalité, donc personne ne compte</translation>
        </message>
        <message>
            <source>{category}: elder {elder}, younger {younger}: {outcome}.</source>
            <translation>{category} : le premier {elder}, le dernier {younger} : {outcome}.</translation>
        </message>
        <message>
            <source>Right: {answer}.</source>
            <translation>Juste : {answer}.</translation>
        </message>
        <message>
            <source>Not quite: you answered {given}; the answer is {answer}.</source>
            <translation>Pas tout à fait : vous avez répondu {given} ; la réponse est {answer}.</translation>
        </message>
        <message>
            <source>The practice attempts kept cannot be read ({reason}): the ratings start from none this time.</source>
            <translation>Les essais d'entraînement gardés ne peuvent pas être lus ({reason}) : les classements repartent de zéro cette fois.</translation>
        </message>
    </context>
    <context>
        <name>PracticeWindow</name>
        <message>
            <source>Ne&amp;xt Exercise</source>
            <translation>E&amp;xercice suivant</translation>
        </message>
        <message>
            <source>Net points</source>
            <translation>Points nets</translation>
        </message>
        <message>
            <source>Loss</source>
            <translation>Perte</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Proposed by</source>
            <translation>Proposé par</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <source>Still preparing…</source>
            <translation>Encore en préparation…</translation>
        </message>
        <message>
            <source>The exercise is still being prepared; your discard is judged as soon as it is ready.</source>
            <translation>L'exercice est encore en préparation ; votre écart sera jugé dès qu'il sera prêt.</translation>
        </message>
        <message>
            <source>&amp;Judge My Discard</source>
            <translation>&amp;Juger mon écart</translation>
        </message>
        <message>
            <source>Working out the verdict…</source>
            <translation>Calcul du verdict…</translation>
        </message>
        <message>
            <source>Elder’s hand</source>
            <translation>La main du premier</translation>
        </message>
        <message>
            <source>Younger’s hand</source>
            <translation>La main du dernier</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>&amp;Answer</source>
            <translation>&amp;Répondre</translation>
        </message>
        <message>
            <source>Ne&amp;xt Question</source>
            <translation>Question &amp;suivante</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>{kind}: {value}</source>
            <translation>{kind} : {value}</translation>
        </message>
        <message>
            <source>Your ratings — {ratings}</source>
            <translation>Vos classements — {ratings}</translation>
        </message>
        <message>
            <source>The exercise could not be judged: {reason}</source>
            <translation>L'exercice n'a pas pu être jugé : {reason}</translation>
        </message>
        <message>
            <source>This attempt could not be kept, so it does not count: {reason}</source>
            <translation>Cet essai n'a pas pu être conservé, il ne compte donc pas : {reason}</translation>
        </message>
        <message>
            <source>Cavendish, “Discarding”, example {number}</source>
            <translation>Cavendish, « Discarding » (l'écart), exemple {number}</translation>
        </message>
        <message>
            <source>A hand from a partie the computer played: exercise {number}</source>
            <translation>Une main d'une partie jouée par l'ordinateur : exercice {number}</translation>
        </message>
        <message>
            <source>Exercise {key}</source>
            <translation>Exercice {key}</translation>
        </message>
        <message>
            <source>Yours: {faults}.</source>
            <translation>Le vôtre : {faults}.</translation>
        </message>
    </context>
    <context>
        <name>PracticeWorker</name>
        <message>
            <source>the work was stopped</source>
            <translation>le travail a été arrêté</translation>
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
            <source>As the language (R, D, V in French)</source>
            <translation>Selon la langue (R, D, V en français)</translation>
        </message>
        <message>
            <source>English letters: K, Q, J</source>
            <translation>Lettres anglaises : K, Q, J</translation>
        </message>
        <message>
            <source>French letters: R, D, V</source>
            <translation>Lettres françaises : R, D, V</translation>
        </message>
        <message>
            <source>Red lattice</source>
            <translation>Treillis rouge</translation>
        </message>
        <message>
            <source>Blue diamonds</source>
            <translation>Losanges bleus</translation>
        </message>
        <message>
            <source>Green tartan</source>
            <translation>Tartan vert</translation>
        </message>
        <message>
            <source>Burgundy and gold</source>
            <translation>Bordeaux et or</translation>
        </message>
        <message>
            <source>Green baize</source>
            <translation>Tapis vert</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Brown</source>
            <translation>Brun</translation>
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
            <source>The letters in the corners of the kings, queens and knaves. As the language: R, D, V (roi, dame, valet) when the app speaks French.</source>
            <translation>Les lettres aux coins des rois, des dames et des valets. Selon la langue : R, D, V quand l'application parle français, K, Q, J (king, queen, jack) sinon.</translation>
        </message>
        <message>
            <source>The back of the cards.</source>
            <translation>Le dos des cartes.</translation>
        </message>
        <message>
            <source>The colour of the table, in a darker shade with the dark colour scheme.</source>
            <translation>La couleur du tapis, plus sombre avec le thème sombre.</translation>
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
            <translation>Annonces d'&amp;expert : annoncer et répondre moi-même</translation>
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
            <source>The co&amp;mputer claims the remaining tricks when certain</source>
            <translation>L'ordinateur revendi&amp;que les levées restantes quand elles sont sûres</translation>
        </message>
        <message>
            <source>On: when every remaining trick is surely the computer's, it says so and the rest of the deal is played out at once. Off: you play your cards out one by one.</source>
            <translation>Activé : quand toutes les levées restantes sont sûrement à l'ordinateur, il le dit et le reste de la donne est joué d'un coup. Désactivé : vous jouez vos cartes une à une.</translation>
        </message>
        <message>
            <source>Open &amp;piquet: show the computer's hand (practice)</source>
            <translation>&amp;Piquet à découvert : montrer la main de l'ordinateur (entraînement)</translation>
        </message>
        <message>
            <source>Practice mode: the computer's hand is shown face up, so you can see why it plays as it does.</source>
            <translation>Mode entraînement : la main de l'ordinateur est montrée face visible, pour que vous voyiez pourquoi il joue ainsi.</translation>
        </message>
        <message>
            <source>Take back an&amp;y move (marks the partie as practice)</source>
            <translation>Reprendre &amp;n'importe quel coup (marque la partie comme entraînement)</translation>
        </message>
        <message>
            <source>Off: once you have seen a new card (the talon's cards, the computer's reply), the move before it stays played, as at a real table. On: Game ▸ Take Back goes back to any of your moves in the deal, and the partie is then kept as practice.</source>
            <translation>Désactivé : dès que vous avez vu une carte nouvelle (les cartes du talon, la réponse de l'ordinateur), le coup d'avant reste joué, comme à une vraie table. Activé : Jeu ▸ Reprendre un coup revient à n'importe lequel de vos coups de la donne, et la partie est alors gardée comme entraînement.</translation>
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
            <source>Play so&amp;unds</source>
            <translation>Jouer les &amp;sons</translation>
        </message>
        <message>
            <source>The table's sounds: dealing, a card played, a trick gathered, the talon, a deal won or lost (View &gt; Sound, Ctrl+M).</source>
            <translation>Les sons de la table : la distribution, une carte jouée, une levée ramassée, le talon, une donne gagnée ou perdue (Affichage &gt; Sons, Ctrl+M).</translation>
        </message>
        <message>
            <source>How loud the sounds are.</source>
            <translation>Le volume des sons.</translation>
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
            <source>Dec&amp;k:</source>
            <translation>Lettres des fi&amp;gures :</translation>
        </message>
        <message>
            <source>Card &amp;back:</source>
            <translation>&amp;Motif du dos :</translation>
        </message>
        <message>
            <source>Fel&amp;t:</source>
            <translation>Tap&amp;is :</translation>
        </message>
        <message>
            <source>La&amp;nguage:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>&amp;Volume:</source>
            <translation>&amp;Volume :</translation>
        </message>
        <message>
            <source>Custom ({suits})</source>
            <comment>a suit order</comment>
            <translation>Ordre personnalisé ({suits})</translation>
        </message>
        <message>
            <source>Only the card faces change: the text names the cards in the letters of the app's language ({letters}).</source>
            <translation>Seules les faces des cartes changent : le texte nomme les cartes avec les lettres de la langue de l'application ({letters}).</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <comment>the sound volume</comment>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>System default ({language})</source>
            <translation>Langue du système ({language})</translation>
        </message>
    </context>
    <context>
        <name>PrivateFiles</name>
        <message>
            <source>{folder} is not a folder</source>
            <translation>{folder} n'est pas un dossier</translation>
        </message>
    </context>
    <context>
        <name>QtGaps</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Voir dans :</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Fichiers de &amp;type :</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Dossier</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Fichier %1</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Your rating (Elo)</source>
            <translation>Votre classement (Elo)</translation>
        </message>
        <message>
            <source>Elo</source>
            <translation>Elo</translation>
        </message>
        <message>
            <source>No rated partie yet: a finished partie against a computer opponent gives you a rating.</source>
            <translation>Aucune partie classée pour l'instant : une partie terminée contre l'ordinateur vous donne un classement.</translation>
        </message>
    </context>
    <context>
        <name>Record</name>
        <message>
            <source>not a partie record: the data is nested far too deeply</source>
            <translation>ce n'est pas un enregistrement de partie : les données sont imbriquées bien trop profondément</translation>
        </message>
        <message>
            <source>the record could not be read because of an internal error ({error}); please report this with the file</source>
            <translation>l'enregistrement n'a pas pu être lu à cause d'une erreur interne ({error}) ; merci de la signaler en joignant le fichier</translation>
        </message>
        <message>
            <source>not a partie record: the file holds {kind}, not a JSON object</source>
            <translation>ce n'est pas un enregistrement de partie : le fichier contient {kind}, pas un objet JSON</translation>
        </message>
        <message>
            <source>claims[{index}]: deal {deal} comes after a claim of deal {previous}; claims are in deal order, one a deal</source>
            <translation>claims[{index}] : la donne {deal} vient après une revendication de la donne {previous} ; les revendications suivent l'ordre des donnes, une par donne</translation>
        </message>
        <message>
            <source>claims[{index}]: the record has no finished deal {deal}</source>
            <translation>claims[{index}] : l'enregistrement n'a pas de donne {deal} finie</translation>
        </message>
        <message>
            <source>claims[{index}]: actions {first} to {last} are not the last cards of deal {deal}</source>
            <translation>claims[{index}] : les actions {first} à {last} ne sont pas les dernières cartes de la donne {deal}</translation>
        </message>
        <message>
            <source>claims[{index}]: action {at} was played by seat {other}, not by the claimer (seat {seat})</source>
            <translation>claims[{index}] : l'action {at} a été jouée par la place {other}, pas par le joueur qui revendique (place {seat})</translation>
        </message>
        <message>
            <source>not a partie record: it has no 'format' field</source>
            <translation>ce n'est pas un enregistrement de partie : il n'a pas de champ 'format'</translation>
        </message>
        <message>
            <source>not a partie record: 'format' is {found}, expected {expected}</source>
            <translation>ce n'est pas un enregistrement de partie : 'format' vaut {found} au lieu de {expected}</translation>
        </message>
        <message>
            <source>versions {versions} and {last}</source>
            <translation>les versions {versions} et {last}</translation>
        </message>
        <message>
            <source>version: missing; this version of Piquet Desktop reads {reads}</source>
            <translation>version : absente ; cette version de Piquet Desktop lit {reads}</translation>
        </message>
        <message>
            <source>this file was written by a newer version of Piquet Desktop (record version {version}); this version reads {reads}</source>
            <translation>ce fichier a été écrit par une version plus récente de Piquet Desktop (version d'enregistrement {version}) ; cette version lit {reads}</translation>
        </message>
        <message>
            <source>version: unknown record version {version}; this version reads {reads}</source>
            <translation>version : version d'enregistrement inconnue {version} ; cette version lit {reads}</translation>
        </message>
    </context>
    <context>
        <name>RecordFile</name>
        <message>
            <source>{file} is larger than {size} MB: that is far too large for a partie record</source>
            <translation>{file} dépasse {size} Mo : c'est bien trop gros pour un enregistrement de partie</translation>
        </message>
        <message>
            <source>cannot read {file}: {why}</source>
            <translation>impossible de lire {file} : {why}</translation>
        </message>
        <message>
            <source>it is a folder, not a file; a partie record is an ordinary file</source>
            <translation>c'est un dossier, pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is a pipe (FIFO), not a file; a partie record is an ordinary file</source>
            <translation>c'est un tube (FIFO), pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is a device, not a file; a partie record is an ordinary file</source>
            <translation>c'est un périphérique, pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is a socket, not a file; a partie record is an ordinary file</source>
            <translation>c'est une socket, pas un fichier ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>it is not an ordinary file, not a file; a partie record is an ordinary file</source>
            <translation>ce n'est pas un fichier ordinaire ; un enregistrement de partie est un fichier ordinaire</translation>
        </message>
        <message>
            <source>not a partie record: the file is not UTF-8 text (bad byte at offset {offset})</source>
            <translation>ce n'est pas un enregistrement de partie : le fichier n'est pas du texte UTF-8 (octet invalide à la position {offset})</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early: is it truncated?)</source>
            <translation>JSON invalide : {problem} à la ligne {line}, colonne {column} (le fichier s'arrête trop tôt : serait-il tronqué ?)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>JSON invalide : {problem} à la ligne {line}, colonne {column}</translation>
        </message>
        <message>
            <source>not a partie record: the JSON is nested far too deeply</source>
            <translation>ce n'est pas un enregistrement de partie : le JSON est imbriqué bien trop profondément</translation>
        </message>
        <message>
            <source>not valid JSON for a record: {problem}</source>
            <translation>JSON non valable pour un enregistrement : {problem}</translation>
        </message>
        <message>
            <source>{name} is not a JSON number</source>
            <translation>{name} n'est pas un nombre JSON</translation>
        </message>
        <message>
            <source>the number {number} is too large</source>
            <translation>le nombre {number} est trop grand</translation>
        </message>
        <message>
            <source>the key {key} appears twice in one object</source>
            <translation>la clé {key} figure deux fois dans un même objet</translation>
        </message>
        <message>
            <source>{path}: cannot be written back ({error})</source>
            <translation>{path} : impossible de le réécrire ({error})</translation>
        </message>
        <message>
            <source>{path}: the key {key} is not text</source>
            <translation>{path} : la clé {key} n'est pas du texte</translation>
        </message>
        <message>
            <source>{path}: the name of player {player} is not valid text (it holds a lone surrogate, {value})</source>
            <translation>{path} : le nom du joueur {player} n'est pas un texte valable (il contient un demi-caractère isolé, {value})</translation>
        </message>
        <message>
            <source>{path}: the level of player {player} is not valid text (it holds a lone surrogate, {value})</source>
            <translation>{path} : le niveau du joueur {player} n'est pas un texte valable (il contient un demi-caractère isolé, {value})</translation>
        </message>
        <message>
            <source>{path}: {value} is not valid text (it holds a lone surrogate)</source>
            <translation>{path} : {value} n'est pas un texte valable (il contient un demi-caractère isolé)</translation>
        </message>
        <message>
            <source>{path}: {value} is not a number a JSON file can hold</source>
            <translation>{path} : {value} n'est pas un nombre qu'un fichier JSON puisse contenir</translation>
        </message>
        <message>
            <source>{path}: the number is far too long</source>
            <translation>{path} : le nombre est bien trop long</translation>
        </message>
        <message>
            <source>{path}: a {type} is not a JSON value</source>
            <translation>{path} : un {type} n'est pas une valeur JSON</translation>
        </message>
        <message>
            <source>the record</source>
            <translation>l'enregistrement</translation>
        </message>
    </context>
    <context>
        <name>RecordSchema</name>
        <message>
            <source>unexpected field {extra}</source>
            <translation>champ inattendu {extra}</translation>
        </message>
        <message>
            <source>unknown rule option {extra}</source>
            <translation>option de règle inconnue {extra}</translation>
        </message>
        <message>
            <source>expected an action (a JSON object), found {kind}</source>
            <translation>une action (un objet JSON) était attendue, trouvé {kind}</translation>
        </message>
        <message>
            <source>the action has no 'type'</source>
            <translation>l'action n'a pas de 'type'</translation>
        </message>
        <message>
            <source>unknown action type {found}; types are {types}</source>
            <translation>type d'action inconnu {found} ; les types sont {types}</translation>
        </message>
        <message>
            <source>{path}: {problem}</source>
            <translation>{path} : {problem}</translation>
        </message>
        <message>
            <source>{found} is not a {title}</source>
            <translation>{found} n'est pas un(e) {title}</translation>
        </message>
        <message>
            <source>{found} is not a valid {title}</source>
            <translation>{found} n'est pas un(e) {title} valable</translation>
        </message>
        <message>
            <source>expected {expected}, found {kind}</source>
            <translation>{expected} attendu, trouvé {kind}</translation>
        </message>
        <message>
            <source>missing {field}</source>
            <translation>{field} manque</translation>
        </message>
        <message>
            <source>must be one of {allowed}, not {found}</source>
            <translation>doit être l'un de {allowed}, pas {found}</translation>
        </message>
        <message>
            <source>must be {expected}, not {found}</source>
            <translation>doit être {expected}, pas {found}</translation>
        </message>
        <message>
            <source>expected exactly {count} {noun}, found {found}</source>
            <translation>exactement {count} {noun} attendus, trouvé {found}</translation>
        </message>
        <message>
            <source>expected at least {count} {noun}, found {found}</source>
            <translation>au moins {count} {noun} attendus, trouvé {found}</translation>
        </message>
        <message>
            <source>expected at most {count} {noun}, found {found}</source>
            <translation>au plus {count} {noun} attendus, trouvé {found}</translation>
        </message>
        <message>
            <source>lists {item} twice</source>
            <translation>contient {item} deux fois</translation>
        </message>
        <message>
            <source>must be at least {bound}, not {found}</source>
            <translation>doit valoir au moins {bound}, pas {found}</translation>
        </message>
        <message>
            <source>must be at most {bound}, not {found}</source>
            <translation>doit valoir au plus {bound}, pas {found}</translation>
        </message>
        <message>
            <source>must not be empty</source>
            <translation>ne doit pas être vide</translation>
        </message>
        <message>
            <source>must have at least {count} characters</source>
            <translation>doit avoir au moins {count} caractères</translation>
        </message>
        <message>
            <source>is too long ({length} characters, at most {bound})</source>
            <translation>est trop long ({length} caractères, au plus {bound})</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>une chaîne</translation>
        </message>
        <message>
            <source>an integer</source>
            <translation>un entier</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>the deal is over</source>
            <translation>la donne est finie</translation>
        </message>
        <message>
            <source>elder is to say whether he claims carte blanche</source>
            <translation>c'est au premier de dire s'il a cartes blanches</translation>
        </message>
        <message>
            <source>younger is to say whether he claims carte blanche</source>
            <translation>c'est au dernier de dire s'il a cartes blanches</translation>
        </message>
        <message>
            <source>elder is to discard</source>
            <translation>c'est au premier d'écarter</translation>
        </message>
        <message>
            <source>younger is to discard</source>
            <translation>c'est au dernier d'écarter</translation>
        </message>
        <message>
            <source>younger is to say whether he looks at the cards he left</source>
            <translation>c'est au dernier de dire s'il regarde les cartes qu'il a laissées</translation>
        </message>
        <message>
            <source>elder is to call in the point</source>
            <translation>c'est au premier d'annoncer le point</translation>
        </message>
        <message>
            <source>elder is to call in the sequence</source>
            <translation>c'est au premier d'annoncer la séquence</translation>
        </message>
        <message>
            <source>elder is to call in the set</source>
            <translation>c'est au premier d'annoncer les quatorze et les trios</translation>
        </message>
        <message>
            <source>younger is to call in the point</source>
            <translation>c'est au dernier d'annoncer le point</translation>
        </message>
        <message>
            <source>younger is to call in the sequence</source>
            <translation>c'est au dernier d'annoncer la séquence</translation>
        </message>
        <message>
            <source>younger is to call in the set</source>
            <translation>c'est au dernier d'annoncer les quatorze et les trios</translation>
        </message>
        <message>
            <source>elder is to answer in the point</source>
            <translation>c'est au premier de répondre au point</translation>
        </message>
        <message>
            <source>elder is to answer in the sequence</source>
            <translation>c'est au premier de répondre à la séquence</translation>
        </message>
        <message>
            <source>elder is to answer in the set</source>
            <translation>c'est au premier de répondre aux quatorze et aux trios</translation>
        </message>
        <message>
            <source>younger is to answer in the point</source>
            <translation>c'est au dernier de répondre au point</translation>
        </message>
        <message>
            <source>younger is to answer in the sequence</source>
            <translation>c'est au dernier de répondre à la séquence</translation>
        </message>
        <message>
            <source>younger is to answer in the set</source>
            <translation>c'est au dernier de répondre aux quatorze et aux trios</translation>
        </message>
        <message>
            <source>elder is to lead</source>
            <translation>c'est au premier d'entamer</translation>
        </message>
        <message>
            <source>younger is to lead</source>
            <translation>c'est au dernier d'entamer</translation>
        </message>
        <message>
            <source>elder is to play to the trick</source>
            <translation>c'est au premier de jouer sur la levée</translation>
        </message>
        <message>
            <source>younger is to play to the trick</source>
            <translation>c'est au dernier de jouer sur la levée</translation>
        </message>
        <message>
            <source>you must follow suit: you hold spades</source>
            <translation>vous devez fournir (vous avez du pique)</translation>
        </message>
        <message>
            <source>you must follow suit: you hold hearts</source>
            <translation>vous devez fournir (vous avez du cœur)</translation>
        </message>
        <message>
            <source>you must follow suit: you hold diamonds</source>
            <translation>vous devez fournir (vous avez du carreau)</translation>
        </message>
        <message>
            <source>you must follow suit: you hold clubs</source>
            <translation>vous devez fournir (vous avez du trèfle)</translation>
        </message>
        <message>
            <source>you cannot answer equal: you hold no equal point</source>
            <translation>vous ne pouvez pas répondre égal : vous n'avez pas de point égal</translation>
        </message>
        <message>
            <source>you cannot answer not good: you hold no better point</source>
            <translation>vous ne pouvez pas répondre pas bon : vous n'avez pas de meilleur point</translation>
        </message>
        <message>
            <source>you cannot answer equal: you hold no equal sequence</source>
            <translation>vous ne pouvez pas répondre égal : vous n'avez pas de séquence égale</translation>
        </message>
        <message>
            <source>you cannot answer not good: you hold no better sequence</source>
            <translation>vous ne pouvez pas répondre pas bon : vous n'avez pas de meilleure séquence</translation>
        </message>
        <message>
            <source>you cannot answer not good: you hold no better set</source>
            <translation>vous ne pouvez pas répondre pas bon : vous n'avez ni quatorze ni trio meilleur</translation>
        </message>
        <message>
            <source>{cards} is not a point you hold and can call</source>
            <translation>{cards} n'est pas un point que vous avez et pouvez annoncer</translation>
        </message>
        <message>
            <source>{cards} is not a sequence you hold and can call</source>
            <translation>{cards} n'est pas une séquence que vous avez et pouvez annoncer</translation>
        </message>
        <message>
            <source>{cards} is not a set you hold and can call</source>
            <translation>{cards} n'est ni un quatorze ni un trio que vous avez et pouvez annoncer</translation>
        </message>
        <message>
            <source>point</source>
            <comment>the declarations are at the point</comment>
            <translation>au point</translation>
        </message>
        <message>
            <source>sequence</source>
            <comment>the declarations are at the sequence</comment>
            <translation>à la séquence</translation>
        </message>
        <message>
            <source>set</source>
            <comment>the declarations are at the set</comment>
            <translation>aux quatorze et aux trios</translation>
        </message>
        <message>
            <source>there is no exchange now: {phase}</source>
            <translation>ce n'est pas le moment de l'écart : {phase}</translation>
        </message>
        <message>
            <source>'{action}' is not possible now: {phase}</source>
            <translation>« {action} » n'est pas possible maintenant : {phase}</translation>
        </message>
        <message>
            <source>cannot discard {cards}: not in your hand</source>
            <translation>impossible d'écarter {cards} : pas dans votre jeu</translation>
        </message>
        <message numerus="yes">
            <source>elder must discard %n card(s)</source>
            <translation>
                <numerusform>le premier doit écarter %n carte</numerusform>
                <numerusform>le premier doit écarter %n cartes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>younger must discard %n card(s)</source>
            <translation>
                <numerusform>le dernier doit écarter %n carte</numerusform>
                <numerusform>le dernier doit écarter %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>elder may discard {low} to {high} cards here, not {n}</source>
            <translation>le premier peut écarter ici de {low} à {high} cartes, pas {n}</translation>
        </message>
        <message>
            <source>younger may discard {low} to {high} cards here, not {n}</source>
            <translation>le dernier peut écarter ici de {low} à {high} cartes, pas {n}</translation>
        </message>
        <message>
            <source>elder claiming carte blanche must say how many cards he takes (1 to {high})</source>
            <translation>le premier qui a cartes blanches doit dire combien de cartes il prend (de 1 à {high})</translation>
        </message>
        <message>
            <source>only elder, claiming carte blanche, says how many he takes</source>
            <translation>seul le premier, s'il a cartes blanches, dit combien il en prend</translation>
        </message>
        <message>
            <source>the declarations are at {category}, not {asked}</source>
            <translation>les annonces en sont {category}, pas {asked}</translation>
        </message>
        <message>
            <source>no cards</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source>sets are never equal: answer good or not good</source>
            <translation>les quatorze et les trios ne sont jamais égaux : répondez bon ou pas bon</translation>
        </message>
        <message>
            <source>{card} is not in your hand</source>
            <translation>{card} n'est pas dans votre jeu</translation>
        </message>
        <message>
            <source>the partie starts with the cut, not '{action}'</source>
            <translation>la partie commence par la coupe, pas par « {action} »</translation>
        </message>
        <message>
            <source>the pack is to be shuffled and dealt, not '{action}'</source>
            <translation>il faut mêler et donner les cartes, pas « {action} »</translation>
        </message>
        <message>
            <source>the partie is over</source>
            <translation>la partie est terminée</translation>
        </message>
        <message>
            <source>the cut card {card} is not in the pack</source>
            <translation>la carte coupée {card} n'est pas dans le jeu</translation>
        </message>
        <message>
            <source>both players cannot cut the same card</source>
            <translation>les deux joueurs ne peuvent pas couper la même carte</translation>
        </message>
        <message>
            <source>a shuffle must order all {size} cards of the pack exactly once</source>
            <translation>un mélange doit ranger chacune des {size} cartes du jeu une fois et une seule</translation>
        </message>
        <message>
            <source>no chance step is pending</source>
            <translation>le hasard n'a rien à faire maintenant</translation>
        </message>
        <message>
            <source>player {player} in seat {seat} chose '{action}', which is illegal: {reason}</source>
            <translation>le joueur {player} à la place {seat} a choisi « {action} », ce qui est interdit : {reason}</translation>
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
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Très rapide</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Au début (Début)</translation>
        </message>
        <message>
            <source>To the start of this or the previous deal (Page Up)</source>
            <translation>Au début de cette donne ou de la précédente (Page précédente)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Un coup en arrière (Gauche)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Lecture</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Lecture ou pause (Espace)</translation>
        </message>
        <message>
            <source>One move on (Right)</source>
            <translation>Un coup en avant (Droite)</translation>
        </message>
        <message>
            <source>To the start of the next deal (Page Down)</source>
            <translation>Au début de la donne suivante (Page suivante)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>À la fin (Fin)</translation>
        </message>
        <message>
            <source>Jump to the start of a deal</source>
            <translation>Aller au début d'une donne</translation>
        </message>
        <message>
            <source>How fast Play steps through the moves</source>
            <translation>La vitesse à laquelle la lecture parcourt les coups</translation>
        </message>
        <message>
            <source>Show both hands face up, or only what one player saw</source>
            <translation>Montrer les deux mains découvertes, ou seulement ce qu'un joueur a vu</translation>
        </message>
        <message>
            <source>Con&amp;tinue from here</source>
            <translation>&amp;Continuer d'ici</translation>
        </message>
        <message>
            <source>Play on from this position against the computer</source>
            <translation>Jouer la suite depuis cette position contre l'ordinateur</translation>
        </message>
        <message>
            <source>Revie&amp;w</source>
            <translation>A&amp;nalyse</translation>
        </message>
        <message>
            <source>Where the decisions lost points: marks on the timeline and a chart</source>
            <translation>Où les décisions ont coûté des points : des marques sur la frise et un graphique</translation>
        </message>
        <message>
            <source>&amp;Close replay</source>
            <translation>Fer&amp;mer</translation>
        </message>
        <message>
            <source>Leave the replay and go back to your partie</source>
            <translation>Cesser de revoir la partie et revenir à la vôtre</translation>
        </message>
        <message>
            <source>Both hands</source>
            <translation>Les deux mains</translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation>Donne {number}</translation>
        </message>
        <message>
            <source>Move {position} of {length}: {move}  ·  The partie is over.</source>
            <translation>Coup {position} sur {length} : {move}  ·  La partie est finie.</translation>
        </message>
        <message>
            <source>Move {position} of {length}: {move}  ·  Next: {next}</source>
            <translation>Coup {position} sur {length} : {move}  ·  Ensuite : {next}</translation>
        </message>
        <message>
            <source>Move {position} of {length}  ·  Next: {next}</source>
            <translation>Coup {position} sur {length}  ·  Ensuite : {next}</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Only your hand</source>
            <translation>Votre main seulement</translation>
        </message>
        <message>
            <source>Only {player}'s hand</source>
            <translation>Une seule main : {player}</translation>
        </message>
    </context>
    <context>
        <name>ReplayController</name>
        <message>
            <source>End of the partie</source>
            <translation>Fin de la partie</translation>
        </message>
        <message>
            <source>The cut</source>
            <translation>La coupe</translation>
        </message>
        <message>
            <source>After the cut</source>
            <translation>Après la coupe</translation>
        </message>
        <message>
            <source>End of deal {number}</source>
            <translation>Fin de la donne {number}</translation>
        </message>
        <message>
            <source>Deal {number}, carte blanche</source>
            <translation>Donne {number}, cartes blanches</translation>
        </message>
        <message>
            <source>Deal {number}, exchange</source>
            <translation>Donne {number}, écart</translation>
        </message>
        <message>
            <source>Deal {number}, declarations</source>
            <translation>Donne {number}, annonces</translation>
        </message>
        <message>
            <source>Deal {number}, trick {trick}</source>
            <translation>Donne {number}, levée {trick}</translation>
        </message>
        <message>
            <source>Deal {number} is dealt</source>
            <translation>On distribue la donne {number}</translation>
        </message>
    </context>
    <context>
        <name>ReplayMode</name>
        <message>
            <source>Replay a partie</source>
            <translation>Revoir une partie</translation>
        </message>
        <message>
            <source>There is no partie to replay.</source>
            <translation>Il n'y a pas de partie à revoir.</translation>
        </message>
        <message>
            <source>this partie</source>
            <translation>cette partie</translation>
        </message>
        <message>
            <source>Cannot replay the partie</source>
            <translation>Impossible de revoir la partie</translation>
        </message>
        <message>
            <source>{title} cannot be replayed: {reason}</source>
            <translation>{title} ne peut pas être revue : {reason}</translation>
        </message>
        <message>
            <source>What might have been: {move}</source>
            <translation>Ce qui aurait pu être : {move}</translation>
        </message>
        <message>
            <source>You play on from the replayed position.</source>
            <translation>Vous jouez la suite depuis la position revue.</translation>
        </message>
    </context>
    <context>
        <name>ReplayReview</name>
        <message>
            <source>{loss} points better, exactly</source>
            <translation>{loss} points de plus, exactement</translation>
        </message>
        <message>
            <source>{loss} points better</source>
            <translation>{loss} points de plus</translation>
        </message>
        <message>
            <source>{loss} ± {error} points better</source>
            <translation>{loss} ± {error} points de plus</translation>
        </message>
        <message numerus="yes">
            <source>%n exchange(s)</source>
            <translation>
                <numerusform>%n écart</numerusform>
                <numerusform>%n écarts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n declaration(s)</source>
            <translation>
                <numerusform>%n annonce</numerusform>
                <numerusform>%n annonces</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) played</source>
            <translation>
                <numerusform>%n carte jouée</numerusform>
                <numerusform>%n cartes jouées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other choice(s) (carte blanche, the talon's cards)</source>
            <translation>
                <numerusform>%n autre choix (cartes blanches, les cartes du talon)</numerusform>
                <numerusform>%n autres choix (cartes blanches, les cartes du talon)</numerusform>
            </translation>
        </message>
        <message>
            <source>Here: {chosen}; the best choice (expected deal margin {margin}).</source>
            <translation>Ici : {chosen} ; le meilleur choix (différence attendue sur la donne {margin}).</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {better} ({mark}): {reason}.</source>
            <translation>Ici : {chosen} ; mieux : {best}, {better} ({mark}) : {reason}.</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {better} ({mark}).</source>
            <translation>Ici : {chosen} ; mieux : {best}, {better} ({mark}).</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {better}: {reason}.</source>
            <translation>Ici : {chosen} ; mieux : {best}, {better} : {reason}.</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {better}.</source>
            <translation>Ici : {chosen} ; mieux : {best}, {better}.</translation>
        </message>
        <message>
            <source>Show the &amp;best</source>
            <translation>Montrer le &amp;meilleur</translation>
        </message>
        <message>
            <source>Draw on the table the position after the best choice</source>
            <translation>Montrer sur la table la position après le meilleur choix</translation>
        </message>
        <message>
            <source>deal margin</source>
            <translation>écart</translation>
        </message>
        <message>
            <source>move</source>
            <comment>a chart's axis: the moves of the partie</comment>
            <translation>coup</translation>
        </message>
        <message>
            <source>Reviewing the decisions against {level}…</source>
            <translation>Analyse des décisions face au niveau {level}…</translation>
        </message>
        <message>
            <source>The review could not be made: {reason}</source>
            <translation>L'analyse n'a pas pu être faite : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>Sur %n décision ({what}), vous avez perdu {points} points face au meilleur choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
                <numerusform>Sur %n décisions ({what}), vous avez perdu {points} points face aux meilleurs choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s %n decisions ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>Sur %n décision ({what}), {player} a perdu {points} points face au meilleur choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
                <numerusform>Sur %n décisions ({what}), {player} a perdu {points} points face aux meilleurs choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Step to one of the decisions to see it rated.</source>
            <translation>Avancez jusqu'à l'une des décisions pour voir sa note.</translation>
        </message>
    </context>
    <context>
        <name>Reveals</name>
        <message>
            <source>S</source>
            <translation>M</translation>
        </message>
        <message>
            <source>Shown when declared</source>
            <translation>Montrée à l'annonce</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>Shown for carte blanche</source>
            <translation>Montrée pour cartes blanches</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Seen in the talon</source>
            <translation>Vue au talon</translation>
        </message>
        <message>
            <source>Open piquet — practice: both hands face up</source>
            <translation>Piquet à découvert — entraînement : les deux jeux face visible</translation>
        </message>
        <message>
            <source>Shown: Your combination that tied (nobody scored it)</source>
            <translation>Montrée : votre combinaison à égalité (personne ne l'a marquée)</translation>
        </message>
        <message>
            <source>Shown: {player}'s combination that tied (nobody scored it)</source>
            <translation>Montrée par {player} : une combinaison à égalité (personne ne l'a marquée)</translation>
        </message>
        <message>
            <source>Shown: Your {combinations}</source>
            <translation>Montrée : votre {combinations}</translation>
        </message>
        <message>
            <source>Shown: {player}'s {combinations}</source>
            <translation>Montrée par {player} : {combinations}</translation>
        </message>
        <message>
            <source>Shown by carte blanche: You showed all twelve cards dealt</source>
            <translation>Montrée pour cartes blanches : vous avez montré les douze cartes reçues</translation>
        </message>
        <message>
            <source>Shown by carte blanche: {player} showed all twelve cards dealt</source>
            <translation>Montrée pour cartes blanches : {player} a montré les douze cartes reçues</translation>
        </message>
        <message>
            <source>Seen in the talon: You took it</source>
            <translation>Vue au talon : vous l'avez prise</translation>
        </message>
        <message>
            <source>Seen in the talon: {player} took it</source>
            <translation>Vue au talon : {player} l'a prise</translation>
        </message>
        <message>
            <source>Seen in the talon: You looked at the cards left</source>
            <translation>Vue au talon : vous avez regardé les cartes laissées</translation>
        </message>
        <message>
            <source>Seen in the talon: {player} looked at the cards left</source>
            <translation>Vue au talon : {player} a regardé les cartes laissées</translation>
        </message>
        <message>
            <source>Seen in the talon: You left it (elder may look at the cards he leaves)</source>
            <translation>Vue au talon : vous l'avez laissée (le premier peut regarder les cartes qu'il laisse)</translation>
        </message>
        <message>
            <source>Seen in the talon: {player} left it (elder may look at the cards he leaves)</source>
            <translation>Vue au talon : {player} l'a laissée (le premier peut regarder les cartes qu'il laisse)</translation>
        </message>
        <message>
            <source>Open piquet (practice)</source>
            <translation>Piquet à découvert (entraînement)</translation>
        </message>
        <message>
            <source>Both hands shown</source>
            <translation>Les deux jeux montrés</translation>
        </message>
        <message>
            <source>{prefix}: Your hand is face up</source>
            <translation>{prefix} : votre jeu est face visible</translation>
        </message>
        <message>
            <source>{prefix}: {player}'s hand is face up</source>
            <translation>{prefix} : {player} a son jeu face visible</translation>
        </message>
        <message>
            <source>{prefix}: Your discard is face up</source>
            <translation>{prefix} : votre écart est face visible</translation>
        </message>
        <message>
            <source>{prefix}: {player}'s discard is face up</source>
            <translation>{prefix} : {player} a son écart face visible</translation>
        </message>
        <message>
            <source>{prefix}: You saw it in the talon</source>
            <translation>{prefix} : vous l'avez vue au talon</translation>
        </message>
        <message>
            <source>{prefix}: {player} saw it in the talon</source>
            <translation>{prefix} : {player} l'a vue au talon</translation>
        </message>
    </context>
    <context>
        <name>ReviewMarkers</name>
        <message>
            <source>Your costly decisions: click one to go there</source>
            <translation>Vos décisions coûteuses : cliquez sur l'une pour y aller</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Mark</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Le mieux</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdu</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>imprécision</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>gaffe</translation>
        </message>
        <message>
            <source>{loss}, exact</source>
            <comment>points lost, computed exactly</comment>
            <translation>{loss}, exact</translation>
        </message>
        <message>
            <source>{loss} ± {error}</source>
            <translation>{loss} ± {error}</translation>
        </message>
        <message>
            <source>Expected deal margin {best} with the best, {chosen} with yours</source>
            <translation>Différence attendue sur la donne {best} avec le meilleur choix, {chosen} avec le vôtre</translation>
        </message>
        <message>
            <source>the carte blanche</source>
            <translation>la carte blanche</translation>
        </message>
        <message>
            <source>the exchange</source>
            <translation>l'écart</translation>
        </message>
        <message>
            <source>the look at the talon</source>
            <translation>le choix de regarder le talon</translation>
        </message>
        <message numerus="yes">
            <source>%n declaration(s)</source>
            <translation>
                <numerusform>%n annonce</numerusform>
                <numerusform>%n annonces</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) played</source>
            <translation>
                <numerusform>%n carte jouée</numerusform>
                <numerusform>%n cartes jouées</numerusform>
            </translation>
        </message>
        <message>
            <source>Reviewing your decisions against {level}…</source>
            <translation>Analyse de vos décisions face au niveau {level}…</translation>
        </message>
        <message>
            <source>You had no decision to make in this deal.</source>
            <translation>Vous n'aviez aucune décision à prendre dans cette donne.</translation>
        </message>
        <message numerus="yes">
            <source>Nothing marked: your %n decisions ({what}) lost {points} points in all against {level}'s best, none of them costly.</source>
            <translation>
                <numerusform>Rien à signaler : sur %n décision ({what}), vous avez perdu {points} points en tout face au meilleur choix du niveau {level}, sans erreur coûteuse.</numerusform>
                <numerusform>Rien à signaler : sur %n décisions ({what}), vous avez perdu {points} points en tout face aux meilleurs choix du niveau {level}, aucune n'étant coûteuse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions ({what}) lost {points} points against {level}'s best; the costly ones:</source>
            <translation>
                <numerusform>Sur %n décision ({what}), vous avez perdu {points} points face au meilleur choix du niveau {level} ; la voici :</numerusform>
                <numerusform>Sur %n décisions ({what}), vous avez perdu {points} points face aux meilleurs choix du niveau {level} ; les coûteuses :</numerusform>
            </translation>
        </message>
        <message>
            <source>The review could not be made: {reason}</source>
            <translation>L'analyse n'a pas pu être faite : {reason}</translation>
        </message>
    </context>
    <context>
        <name>ReviewReasons</name>
        <message>
            <source>trick thrown away: {card} would have won it</source>
            <translation>levée perdue : {card} l'aurait prise</translation>
        </message>
        <message>
            <source>guard bared: {card} left alone with the ace out</source>
            <translation>garde dégarnie : {card} laissé seul, l'as dehors</translation>
        </message>
        <message>
            <source>guard bared: {card} left alone with the king out</source>
            <translation>garde dégarnie : {card} laissée seule, le roi dehors</translation>
        </message>
        <message>
            <source>point broken: cards thrown from the {suit}</source>
            <translation>point rompu : des cartes écartées à {suit}</translation>
        </message>
        <message>
            <source>sequence broken: {cards} thrown from it</source>
            <translation>séquence rompue : {cards} écartées de la séquence</translation>
        </message>
        <message>
            <source>the cards given up: {cards}</source>
            <translation>cartes abandonnées : {cards}</translation>
        </message>
        <message>
            <source>took 1 card where {should} were better</source>
            <translation>1 carte prise alors que {should} valaient mieux</translation>
        </message>
        <message>
            <source>took {took} cards where {should} were better</source>
            <translation>{took} cartes prises alors que {should} valaient mieux</translation>
        </message>
        <message>
            <source>point lost: the point sunk</source>
            <translation>point perdu : le point celé</translation>
        </message>
        <message>
            <source>the sequence sunk: its points lost</source>
            <translation>la séquence celée : ses points perdus</translation>
        </message>
        <message>
            <source>the set sunk: its points lost</source>
            <translation>le quatorze ou le trio celé : ses points perdus</translation>
        </message>
        <message>
            <source>the point called short of the best</source>
            <translation>le point annoncé en dessous du meilleur</translation>
        </message>
        <message>
            <source>the sequence called short of the best</source>
            <translation>la séquence annoncée en dessous de la meilleure</translation>
        </message>
        <message>
            <source>the set called short of the best</source>
            <translation>le quatorze ou le trio annoncé en dessous du meilleur</translation>
        </message>
        <message>
            <source>the category conceded: answered good while holding better</source>
            <translation>la catégorie concédée : « bon » répondu en tenant mieux</translation>
        </message>
        <message>
            <source>answered {said} where {right} was right</source>
            <translation>« {said} » répondu là où « {right} » était juste</translation>
        </message>
        <message>
            <source>carte blanche not claimed: its 10 points lost</source>
            <translation>cartes blanches non annoncées : leurs 10 points perdus</translation>
        </message>
    </context>
    <context>
        <name>RuleLabels</name>
        <message>
            <source>Partie</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>Rubicon length</source>
            <translation>Longueur du Rubicon</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Jeu de cartes</translation>
        </message>
        <message>
            <source>Cut for deal</source>
            <translation>Coupe pour la donne</translation>
        </message>
        <message>
            <source>Dealing</source>
            <translation>Distribution</translation>
        </message>
        <message>
            <source>Younger's exchange</source>
            <translation>Écart du dernier</translation>
        </message>
        <message>
            <source>Calling less</source>
            <translation>Annoncer moins qu'on ne tient</translation>
        </message>
        <message>
            <source>Play points</source>
            <translation>Points du jeu</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dernière levée</translation>
        </message>
        <message>
            <source>The cards and pique</source>
            <translation>Les cartes et le pic</translation>
        </message>
        <message>
            <source>Rubicon: six deals, highest total wins</source>
            <translation>Rubicon : six donnes, le plus haut total gagne</translation>
        </message>
        <message>
            <source>Au cent: games to 100, first to three games</source>
            <translation>Au cent : manches en 100, en trois manches gagnantes</translation>
        </message>
        <message>
            <source>Six deals</source>
            <translation>Six donnes</translation>
        </message>
        <message>
            <source>Four deals, first and last count double</source>
            <translation>Quatre donnes, la première et la dernière comptent double</translation>
        </message>
        <message>
            <source>32 cards (seven to ace)</source>
            <translation>32 cartes (du sept à l'as)</translation>
        </message>
        <message>
            <source>36 cards (sixes in)</source>
            <translation>36 cartes (avec les six)</translation>
        </message>
        <message>
            <source>Higher card deals</source>
            <translation>La plus haute carte donne</translation>
        </message>
        <message>
            <source>Lower card deals</source>
            <translation>La plus basse carte donne</translation>
        </message>
        <message>
            <source>Two cards at a time</source>
            <translation>Deux cartes à la fois</translation>
        </message>
        <message>
            <source>Three cards at a time</source>
            <translation>Trois cartes à la fois</translation>
        </message>
        <message>
            <source>Must take at least one card</source>
            <translation>Doit prendre au moins une carte</translation>
        </message>
        <message>
            <source>May take no card</source>
            <translation>Peut ne prendre aucune carte</translation>
        </message>
        <message>
            <source>Good against the cards reckons all held</source>
            <translation>Imbattable au vu des cartes : on compte tout ce qu'on tient</translation>
        </message>
        <message>
            <source>Reckon only what is no better than the call</source>
            <translation>Ne compter que ce qui ne vaut pas mieux que l'annonce</translation>
        </message>
        <message>
            <source>Every lead and every trick won on a lead</source>
            <translation>Chaque entame et chaque levée gagnée sur une entame</translation>
        </message>
        <message>
            <source>Only with a ten or higher (old au cent)</source>
            <translation>Seulement avec un dix ou plus (ancien au cent)</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 point</translation>
        </message>
        <message>
            <source>10 points</source>
            <translation>10 points</translation>
        </message>
        <message>
            <source>Scored at the end; never count for pique</source>
            <translation>Marquées à la fin ; ne comptent jamais pour le pic</translation>
        </message>
        <message>
            <source>Scored at the seventh trick; count for pique</source>
            <translation>Marquées à la septième levée ; comptent pour le pic</translation>
        </message>
        <message>
            <source>How a partie is won. Rubicon: six deals, the higher total wins, and a loser under 100 is 'rubiconed' (the winner then gains both totals plus 100). Au cent: each game goes to the first player to reach 100 points; the first to win three games wins the partie (a double game, won while the loser is under 50, counts two).</source>
            <translation>Comment se gagne une partie. Rubicon : six donnes, le plus haut total gagne, et un perdant sous les 100 est « rubiconé » (le gagnant marque alors les deux totaux plus 100). Au cent : chaque manche revient au premier joueur qui atteint 100 points ; le premier à gagner trois manches gagne la partie (une manche double, gagnée quand le perdant a moins de 50, compte pour deux).</translation>
        </message>
        <message>
            <source>Only for a Rubicon partie. The usual partie is six deals. The short form plays four, and the first and last deals count double.</source>
            <translation>Seulement pour une partie Rubicon. La partie habituelle compte six donnes. La forme courte en joue quatre, et la première et la dernière donne comptent double.</translation>
        </message>
        <message>
            <source>The standard piquet pack has 32 cards, seven to ace in each suit. The early game used 36 cards with the sixes: the talon then holds 12 cards and elder may exchange up to 7.</source>
            <translation>Le jeu de piquet ordinaire a 32 cartes, du sept à l'as dans chaque couleur. Le jeu ancien se jouait à 36 cartes, avec les six : le talon compte alors 12 cartes et le premier peut en échanger jusqu'à 7.</translation>
        </message>
        <message>
            <source>Who deals first. Under Cavendish's laws the player who cuts the higher card may choose, and chooses to deal. The au cent laws give the deal to the lower card.</source>
            <translation>Qui donne le premier. Selon les lois de Cavendish, le joueur qui coupe la plus haute carte choisit, et choisit de donner. Les lois du piquet au cent donnent la main à la plus basse carte.</translation>
        </message>
        <message>
            <source>Whether the twelve cards are dealt two or three at a time. It changes which cards each player receives from a given shuffle, never the odds.</source>
            <translation>Si les douze cartes se donnent deux par deux ou trois par trois. Cela change les cartes que chacun reçoit d'un même mélange, jamais les chances.</translation>
        </message>
        <message>
            <source>Whether younger hand (the dealer) has to exchange at least one card. Rubicon requires it; au cent lets younger keep his hand and take nothing.</source>
            <translation>Si le dernier en main (le donneur) doit échanger au moins une carte. Le Rubicon l'exige ; au cent, le dernier peut garder son jeu et ne rien prendre.</translation>
        </message>
        <message>
            <source>What elder reckons when he called less than he holds and his call was good. He always reckons his call and whatever is no better than it, a tierce taken out of a better sequence included. Under Cavendish's laws, if nothing the opponent could hold (as far as elder's own hand and discard tell) can equal or beat his call, it is 'good against the cards' and he reckons everything he holds in the category. The au cent laws never allow more than the call.</source>
            <translation>Ce que compte le premier quand il a annoncé moins qu'il ne tient et que son annonce est bonne. Il compte toujours son annonce et tout ce qui ne vaut pas mieux, y compris une tierce prise dans une meilleure séquence. Selon les lois de Cavendish, si rien de ce que l'adversaire pourrait tenir (autant que le jeu et l'écart du premier permettent d'en juger) ne peut égaler ni battre son annonce, elle est « imbattable au vu des cartes » et il compte tout ce qu'il tient dans la catégorie. Les lois du piquet au cent ne permettent jamais plus que l'annonce.</translation>
        </message>
        <message>
            <source>What scores in play. Standard: one point for every card led and one for winning a trick the opponent led. Old au cent scored a lead or a won trick only with a ten or higher; with that rule younger can win a pique too.</source>
            <translation>Ce qui compte au jeu de la carte. Ordinaire : un point par carte entamée et un pour chaque levée gagnée sur une entame adverse. L'ancien au cent ne comptait une entame ou une levée gagnée qu'avec un dix ou plus ; avec cette règle, le dernier peut lui aussi faire pic.</translation>
        </message>
        <message>
            <source>Extra points for winning the twelfth trick: one under the usual laws, ten in some old rule books.</source>
            <translation>Points en plus pour la douzième levée : un selon les lois habituelles, dix dans certains anciens traités.</translation>
        </message>
        <message>
            <source>The 10 for winning most tricks ('the cards'). Usually it is scored at the end of the deal and never helps towards a pique. Some players claim it the moment they win their seventh trick, so it can complete a pique.</source>
            <translation>Les 10 points pour la majorité des levées (« les cartes »). D'ordinaire, ils se marquent à la fin de la donne et ne comptent jamais pour le pic. Certains joueurs les réclament dès leur septième levée, si bien qu'ils peuvent compléter un pic.</translation>
        </message>
        <message>
            <source>Rubicon piquet (Cavendish's laws)</source>
            <translation>Piquet Rubicon (lois de Cavendish)</translation>
        </message>
        <message>
            <source>Piquet au cent (first to three games of 100)</source>
            <translation>Piquet au cent (trois manches gagnantes de 100)</translation>
        </message>
        <message>
            <source>Thirty-six cards (au cent with sixes)</source>
            <translation>Piquet à 36 cartes (au cent avec les six)</translation>
        </message>
        <message>
            <source>The standard English game: six deals, the rubicon at 100, 32 cards.</source>
            <translation>Le jeu anglais ordinaire : six donnes, le rubicon à 100, 32 cartes.</translation>
        </message>
        <message>
            <source>The older French game: each game goes to the first to reach 100, and the first to win three games wins the partie (a double game counts two); the lower cut deals and younger need not exchange.</source>
            <translation>L'ancien jeu français : chaque manche revient au premier qui atteint 100, et le premier à gagner trois manches gagne la partie (une manche double compte pour deux) ; la plus basse carte donne et le dernier n'est pas tenu d'échanger.</translation>
        </message>
        <message>
            <source>Au cent played with the sixes in: a talon of 12 and elder may take up to 7.</source>
            <translation>Le piquet au cent joué avec les six : un talon de 12 cartes, et le premier peut en prendre jusqu'à 7.</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Règles personnalisées</translation>
        </message>
        <message>
            <source>Rule option '{name}'.</source>
            <translation>Option de règle « {name} ».</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
    </context>
    <context>
        <name>RuleOptions</name>
        <message>
            <source>--option expects NAME=VALUE, not {option!r}</source>
            <translation>--option attend NAME=VALUE, pas {option!r}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules: {title}</source>
            <translation>Règles : {title}</translation>
        </message>
    </context>
    <context>
        <name>RulesText</name>
        <message>
            <source>Rubicon piquet with {deck} cards (custom rules)</source>
            <translation>Piquet Rubicon à {deck} cartes (règles personnalisées)</translation>
        </message>
        <message>
            <source>Au cent piquet with {deck} cards (custom rules)</source>
            <translation>Piquet au cent à {deck} cartes (règles personnalisées)</translation>
        </message>
        <message>
            <source>The pack has &lt;b&gt;32 cards&lt;/b&gt;: ace, king, queen, knave, ten, nine, eight and seven in each of the four suits. Aces are high; there are no trumps.</source>
            <translation>Le jeu compte &lt;b&gt;32 cartes&lt;/b&gt; : as, roi, dame, valet, dix, neuf, huit et sept dans chacune des quatre couleurs. L'as est la plus forte carte ; il n'y a pas d'atout.</translation>
        </message>
        <message>
            <source>The pack has &lt;b&gt;36 cards&lt;/b&gt;: ace, king, queen, knave, ten, nine, eight, seven and six in each of the four suits. Aces are high, sixes lowest; there are no trumps.</source>
            <translation>Le jeu compte &lt;b&gt;36 cartes&lt;/b&gt; : as, roi, dame, valet, dix, neuf, huit, sept et six dans chacune des quatre couleurs. L'as est la plus forte carte, le six la plus faible ; il n'y a pas d'atout.</translation>
        </message>
        <message>
            <source>Each player cuts a card. The higher card has the choice and, as Cavendish advises, chooses to deal first. Equal cards are cut again. The dealer is called &lt;b&gt;younger hand&lt;/b&gt;, the other player &lt;b&gt;elder hand&lt;/b&gt;; the deal changes hands after every deal.</source>
            <translation>Chaque joueur coupe une carte. La plus haute a le choix et, comme le conseille Cavendish, choisit de donner la première. À égalité, on coupe de nouveau. Le donneur est appelé &lt;b&gt;dernier en main&lt;/b&gt;, l'autre joueur &lt;b&gt;premier en main&lt;/b&gt; ; les joueurs donnent à tour de rôle.</translation>
        </message>
        <message>
            <source>Each player cuts a card. The lower card deals first, as the au cent laws have it. Equal cards are cut again. The dealer is called &lt;b&gt;younger hand&lt;/b&gt;, the other player &lt;b&gt;elder hand&lt;/b&gt;; the deal changes hands after every deal.</source>
            <translation>Chaque joueur coupe une carte. La plus basse donne la première, comme le veulent les règles du piquet au cent. À égalité, on coupe de nouveau. Le donneur est appelé &lt;b&gt;dernier en main&lt;/b&gt;, l'autre joueur &lt;b&gt;premier en main&lt;/b&gt; ; les joueurs donnent à tour de rôle.</translation>
        </message>
        <message>
            <source>Each player receives twelve cards, dealt two at a time, elder first. The {talon} cards left are the &lt;b&gt;talon&lt;/b&gt;, placed face down: the top {elder} are elder's portion, the other {younger} younger's.</source>
            <translation>Chaque joueur reçoit douze cartes, distribuées deux par deux, en commençant par le premier. Les {talon} cartes restantes forment le &lt;b&gt;talon&lt;/b&gt;, posé face cachée : les {elder} du dessus reviennent au premier, les {younger} autres au dernier.</translation>
        </message>
        <message>
            <source>Each player receives twelve cards, dealt three at a time, elder first. The {talon} cards left are the &lt;b&gt;talon&lt;/b&gt;, placed face down: the top {elder} are elder's portion, the other {younger} younger's.</source>
            <translation>Chaque joueur reçoit douze cartes, distribuées trois par trois, en commençant par le premier. Les {talon} cartes restantes forment le &lt;b&gt;talon&lt;/b&gt;, posé face cachée : les {elder} du dessus reviennent au premier, les {younger} autres au dernier.</translation>
        </message>
        <message>
            <source>The pack and the deal</source>
            <translation>Le jeu et la donne</translation>
        </message>
        <message>
            <source>Carte blanche</source>
            <translation>Cartes blanches</translation>
        </message>
        <message>
            <source>A hand dealt without a king, queen or knave is a &lt;b&gt;carte blanche&lt;/b&gt;, worth &lt;b&gt;10&lt;/b&gt; points, reckoned before anything else. Claiming it is optional, but it is proved by showing all twelve cards to the opponent. It counts towards pique and repique and saves its holder from both.</source>
            <translation>Un joueur qui reçoit une main sans roi, dame ni valet a &lt;b&gt;cartes blanches&lt;/b&gt;, qui valent &lt;b&gt;10&lt;/b&gt; points, comptés avant toute autre chose. Il n'est pas obligé de les annoncer, mais il les prouve en montrant ses douze cartes à l'adversaire. Elles comptent pour le pic et le repic et en préservent celui qui les a.</translation>
        </message>
        <message>
            <source>Elder claiming it says at once how many cards he will take; younger then discards, elder shows his hand, discards and takes in, and younger takes in last. Younger claiming it announces at once and shows his hand once elder has discarded.</source>
            <translation>Si c'est le premier qui a cartes blanches, il dit aussitôt combien de cartes il prendra ; le dernier fait alors son écart, le premier montre son jeu, écarte et prend, et le dernier prend enfin les siennes. Si c'est le dernier, il les annonce aussitôt et montre son jeu une fois que le premier a écarté.</translation>
        </message>
        <message>
            <source>Younger &lt;b&gt;must&lt;/b&gt; then discard at least one card (while any remain in the talon) and may exchange up to all the cards left, taking them from the top.</source>
            <translation>Le dernier &lt;b&gt;doit&lt;/b&gt; ensuite écarter au moins une carte (tant qu'il en reste au talon) et peut en échanger jusqu'à toutes les cartes laissées, qu'il prend par le dessus.</translation>
        </message>
        <message>
            <source>Younger &lt;b&gt;may&lt;/b&gt; then exchange any number of the cards left in the talon, from none at all up to all of them, taking them from the top.</source>
            <translation>Le dernier &lt;b&gt;peut&lt;/b&gt; ensuite échanger autant de cartes laissées au talon qu'il veut, d'aucune jusqu'à toutes, qu'il prend par le dessus.</translation>
        </message>
        <message>
            <source>Elder discards &lt;b&gt;1 to {most}&lt;/b&gt; cards face down and takes as many from the top of the talon. If he takes fewer than {most_word}, the cards of his portion he leaves stay on top of the talon for younger; elder may look at them (this app always shows them to him), younger does not see them unless he takes them.</source>
            <translation>Le premier écarte de &lt;b&gt;1 à {most}&lt;/b&gt; cartes face cachée et en prend autant sur le dessus du talon. S'il en prend moins de {most_word}, les cartes de sa part qu'il laisse restent sur le talon pour le dernier ; le premier peut les regarder (l'application les lui montre toujours), le dernier ne les voit que s'il les prend.</translation>
        </message>
        <message>
            <source>The exchange</source>
            <translation>L'écart</translation>
        </message>
        <message>
            <source>If younger leaves cards in the talon, he chooses after elder's first lead whether to look at them: if he looks, elder sees them too; if not, nobody does. Each player may look at his own discard at any time, never at the opponent's.</source>
            <translation>Si le dernier laisse des cartes au talon, il choisit après la première carte entamée par le premier s'il les regarde : s'il les regarde, le premier les voit aussi ; sinon, personne ne les voit. Chaque joueur peut regarder son propre écart à tout moment, jamais celui de l'adversaire.</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>{count} cartes</translation>
        </message>
        <message>
            <source>The longest suit, 1 point per card. If both are equally long, the higher pip total wins: ace 11, king, queen, knave and ten 10 each, the others their face value and a six counts 6. On an equal answer elder states his total ("Making forty-nine"). Equal again: nobody scores the point.</source>
            <translation>La couleur la plus longue, 1 point par carte. À nombre de cartes égal, le plus fort total des points des cartes l'emporte : l'as vaut 11, le roi, la dame, le valet et le dix 10 chacun, les autres leur valeur et le six 6. Sur la réponse « égal », le premier annonce son total (« Quarante-neuf »). Égal encore : personne ne marque le point.</translation>
        </message>
        <message>
            <source>The longest suit, 1 point per card. If both are equally long, the higher pip total wins: ace 11, king, queen, knave and ten 10 each, the others their face value. On an equal answer elder states his total ("Making forty-nine"). Equal again: nobody scores the point.</source>
            <translation>La couleur la plus longue, 1 point par carte. À nombre de cartes égal, le plus fort total des points des cartes l'emporte : l'as vaut 11, le roi, la dame, le valet et le dix 10 chacun, les autres leur valeur. Sur la réponse « égal », le premier annonce son total (« Quarante-neuf »). Égal encore : personne ne marque le point.</translation>
        </message>
        <message>
            <source>Declarations</source>
            <translation>Les annonces</translation>
        </message>
        <message>
            <source>After the exchange the players compare their hands in three categories, always in this order: &lt;b&gt;point&lt;/b&gt;, &lt;b&gt;sequence&lt;/b&gt;, &lt;b&gt;set&lt;/b&gt;. Elder calls first in each; younger answers &lt;i&gt;good&lt;/i&gt;, &lt;i&gt;not good&lt;/i&gt; or &lt;i&gt;equal&lt;/i&gt;. The winner of a category scores every combination he holds in it; the loser scores nothing there.</source>
            <translation>Après l'écart, les joueurs comparent leurs jeux en trois catégories, toujours dans cet ordre : le &lt;b&gt;point&lt;/b&gt;, la &lt;b&gt;séquence&lt;/b&gt;, les &lt;b&gt;quatorze et les trios&lt;/b&gt;. Le premier annonce le premier dans chacune ; le dernier répond &lt;i&gt;bon&lt;/i&gt;, &lt;i&gt;pas bon&lt;/i&gt; ou &lt;i&gt;égal&lt;/i&gt;. Celui qui gagne une catégorie y marque toutes les combinaisons qu'il a ; l'autre n'y marque rien.</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>Le point</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>La séquence</translation>
        </message>
        <message>
            <source>Three or more cards of one suit next to each other in rank. A longer sequence beats a shorter; of equal length, the one with the higher top card wins; equal again, nobody scores any sequence.</source>
            <translation>Trois cartes ou plus de la même couleur qui se suivent. La séquence la plus longue l'emporte ; à longueur égale, celle qui a la plus haute carte de tête ; égales encore, personne ne marque de séquence.</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Les quatorze et les trios</translation>
        </message>
        <message>
            <source>Three or four cards of one rank, &lt;b&gt;tens or higher only&lt;/b&gt;: a trio scores 3, a quatorze 14. Any quatorze beats any trio; between two of the same size the higher rank wins, so sets are never equal.</source>
            <translation>Trois ou quatre cartes de même rang, &lt;b&gt;du dix à l'as seulement&lt;/b&gt; : un trio vaut 3, un quatorze 14. Tout quatorze bat tout trio ; entre deux de même taille, le plus haut rang l'emporte, si bien qu'il n'y a jamais d'égalité.</translation>
        </message>
        <message>
            <source>Calling</source>
            <translation>Annoncer</translation>
        </message>
        <message>
            <source>Combinations that tie (equal again) score nothing, and both are shown to both players: elder's at once, younger's when elder leads to the first trick.</source>
            <translation>Des combinaisons à égalité (égales encore) ne marquent rien, et chacune est montrée aux deux joueurs : celle du premier aussitôt, celle du dernier quand le premier entame la première levée.</translation>
        </message>
        <message>
            <source>Younger announces and scores his winning combinations only when elder has led to the first trick, but they still reckon before any point of play.</source>
            <translation>Le dernier n'annonce et ne marque ses combinaisons gagnantes qu'une fois que le premier a entamé la première levée, mais elles comptent tout de même avant les points du jeu de la carte.</translation>
        </message>
        <message>
            <source>By default the app calls your best combinations and answers for you, and shows the whole dialogue. Turn on &lt;i&gt;Expert declarations&lt;/i&gt; in the preferences to call, sink and answer yourself.</source>
            <translation>Par défaut, l'application annonce vos meilleures combinaisons et répond pour vous, et affiche tout le dialogue. Activez les &lt;i&gt;annonces d'expert&lt;/i&gt; dans les préférences pour annoncer, celer et répondre vous-même.</translation>
        </message>
        <message>
            <source>Once younger has shown a carte blanche, what he could hold is that hand and the cards he took from the talon, nothing else.</source>
            <translation>Une fois que le dernier a montré une carte blanche, ce qu'il pourrait avoir se borne à ce jeu et aux cartes qu'il a prises au talon.</translation>
        </message>
        <message>
            <source>Calling a combination shows it: the opponent learns which cards it is (for a set, which rank, and for a trio which card is missing). A player need not call anything (&lt;i&gt;sinking&lt;/i&gt;) and may call less than he holds; having called less, he scores what he called and every combination no better than it, including a lesser one taken out of a better: with a quart minor and a tierce minor, calling the tierce scores two tierce minors, not the quart; likewise a trio out of a quatorze. But when elder's call of a sequence or a set is &lt;b&gt;good against the cards&lt;/b&gt; (nothing younger could hold, as elder's own hand and discard and the cards he saw left in the talon tell, equals or beats it), he scores everything he holds in the category: with a quart to the king and a tierce to the queen, good against the cards, calling the tierce scores the quart too. A lesser point scores what was called. Younger may answer &lt;i&gt;good&lt;/i&gt; while holding better. Nobody may call what he does not hold.</source>
            <translation>Annoncer une combinaison, c'est la montrer : l'adversaire apprend de quelles cartes elle est faite (pour un quatorze ou un trio, de quel rang, et pour un trio quelle carte manque). Un joueur n'est tenu de rien annoncer (il peut &lt;i&gt;celer&lt;/i&gt;) et peut annoncer moins qu'il n'a ; s'il annonce moins, il marque ce qu'il a annoncé et toute combinaison qui ne vaut pas mieux, y compris une moindre tirée d'une meilleure : avec une quatrième mineure et une tierce mineure, annoncer la tierce fait marquer deux tierces mineures, pas la quatrième ; de même un trio tiré d'un quatorze. Mais quand l'annonce d'une séquence ou d'un quatorze ou trio par le premier est &lt;b&gt;imbattable au vu des cartes&lt;/b&gt; (rien de ce que le dernier pourrait avoir, d'après le jeu et l'écart du premier et les cartes qu'il a vues laissées au talon, ne l'égale ni ne la bat), il marque tout ce qu'il a dans la catégorie : avec une quatrième au roi et une tierce à la dame, imbattables au vu des cartes, annoncer la tierce fait aussi marquer la quatrième. Un point moindre marque ce qui a été annoncé. Le dernier peut répondre &lt;i&gt;bon&lt;/i&gt; tout en ayant mieux. Nul ne peut annoncer ce qu'il n'a pas.</translation>
        </message>
        <message>
            <source>Calling a combination shows it: the opponent learns which cards it is (for a set, which rank, and for a trio which card is missing). A player need not call anything (&lt;i&gt;sinking&lt;/i&gt;) and may call less than he holds; having called less, he scores what he called and every combination no better than it, including a lesser one taken out of a better: with a quart minor and a tierce minor, calling the tierce scores two tierce minors, not the quart; likewise a trio out of a quatorze. Even a call &lt;i&gt;good against the cards&lt;/i&gt; (nothing younger could hold equals or beats it) scores no more: under these rules nothing better than the call is ever reckoned. Younger may answer &lt;i&gt;good&lt;/i&gt; while holding better. Nobody may call what he does not hold.</source>
            <translation>Annoncer une combinaison, c'est la montrer : l'adversaire apprend de quelles cartes elle est faite (pour un quatorze ou un trio, de quel rang, et pour un trio quelle carte manque). Un joueur n'est tenu de rien annoncer (il peut &lt;i&gt;celer&lt;/i&gt;) et peut annoncer moins qu'il n'a ; s'il annonce moins, il marque ce qu'il a annoncé et toute combinaison qui ne vaut pas mieux, y compris une moindre tirée d'une meilleure : avec une quatrième mineure et une tierce mineure, annoncer la tierce fait marquer deux tierces mineures, pas la quatrième ; de même un trio tiré d'un quatorze. Même une annonce &lt;i&gt;imbattable au vu des cartes&lt;/i&gt; (rien de ce que le dernier pourrait avoir ne l'égale ni ne la bat) ne fait pas marquer davantage : avec ces règles, rien de mieux que l'annonce n'est jamais compté. Le dernier peut répondre &lt;i&gt;bon&lt;/i&gt; tout en ayant mieux. Nul ne peut annoncer ce qu'il n'a pas.</translation>
        </message>
        <message>
            <source>This partie was played before calling less was reckoned by the book, and is scored as it was played: having called less, a player scores what he called and the combinations no better than it, nothing taken out of a better one, and nothing more for a call good against the cards.</source>
            <translation>Cette partie a été jouée avant que le fait d'annoncer moins ne soit compté selon les règles, et elle est marquée comme elle a été jouée : qui a annoncé moins marque ce qu'il a annoncé et les combinaisons qui ne valent pas mieux, rien de tiré d'une meilleure, et rien de plus pour une annonce imbattable au vu des cartes.</translation>
        </message>
        <message>
            <source>This partie was played by an earlier reckoning of calls, and is scored as it was played: after younger had shown a carte blanche, every card but elder's hand and discard and the cards he saw left in the talon still counted as one younger could hold.</source>
            <translation>Cette partie a été jouée selon une ancienne façon de compter les annonces, et elle est marquée comme elle a été jouée : même après que le dernier avait montré une carte blanche, toute carte hors du jeu et de l'écart du premier et des cartes qu'il avait vues laissées au talon comptait comme une carte que le dernier pouvait avoir.</translation>
        </message>
        <message>
            <source>This partie was played by an earlier reckoning of calls, and is scored as it was played: a lesser point good against the cards scored the whole point, and every card but elder's hand and discard counted as one younger could hold.</source>
            <translation>Cette partie a été jouée selon une ancienne façon de compter les annonces, et elle est marquée comme elle a été jouée : un point moindre imbattable au vu des cartes faisait marquer le point entier, et toute carte hors du jeu et de l'écart du premier comptait comme une carte que le dernier pouvait avoir.</translation>
        </message>
        <message>
            <source>1 point for every card led;</source>
            <translation>1 point pour chaque carte entamée ;</translation>
        </message>
        <message>
            <source>1 point for winning a trick the opponent led;</source>
            <translation>1 point pour chaque levée gagnée sur une entame de l'adversaire ;</translation>
        </message>
        <message>
            <source>1 point for leading a ten or higher (lower cards score nothing when led);</source>
            <translation>1 point pour l'entame d'un dix ou d'une carte plus haute (les cartes plus basses ne marquent rien à l'entame) ;</translation>
        </message>
        <message>
            <source>1 point for winning a trick the opponent led, if the winning card is a ten or higher;</source>
            <translation>1 point pour chaque levée gagnée sur une entame de l'adversaire, si la carte qui la gagne est un dix ou plus haut ;</translation>
        </message>
        <message>
            <source>1 more point for winning the last (twelfth) trick.</source>
            <translation>1 point de plus pour la dernière levée (la douzième).</translation>
        </message>
        <message>
            <source>10 more points for winning the last (twelfth) trick.</source>
            <translation>10 points de plus pour la dernière levée (la douzième).</translation>
        </message>
        <message>
            <source>Playing the tricks</source>
            <translation>Le jeu de la carte</translation>
        </message>
        <message>
            <source>Elder leads to the first trick. The other player must follow suit if he can; if he cannot, he may play any card. The higher card of the suit led wins the trick (there are no trumps), and the winner leads to the next.</source>
            <translation>Le premier entame la première levée. L'autre joueur doit fournir à la couleur s'il le peut ; sinon, il joue la carte de son choix. La plus haute carte de la couleur entamée gagne la levée (il n'y a pas d'atout), et celui qui la gagne entame la suivante.</translation>
        </message>
        <message>
            <source>Points of play:</source>
            <translation>Les points du jeu de la carte :</translation>
        </message>
        <message>
            <source>&lt;b&gt;The cards:&lt;/b&gt; winning more than six tricks scores 10; six each scores nothing. Winning all twelve is &lt;b&gt;capot&lt;/b&gt;, worth 40 instead of the 10.</source>
            <translation>&lt;b&gt;Les cartes :&lt;/b&gt; faire plus de six levées rapporte 10 ; six levées chacun ne rapporte rien. Faire les douze, c'est faire &lt;b&gt;capot&lt;/b&gt;, qui vaut 40 au lieu des 10.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pique (30):&lt;/b&gt; a player who reaches 30 from his hand and play together, before the opponent has scored anything, adds 30. Elder's first lead scores a point before younger can score anything in play, so under these rules only elder can make a pique.</source>
            <translation>&lt;b&gt;Pic (30) :&lt;/b&gt; le joueur qui atteint 30 avec son jeu et le jeu de la carte réunis, avant que l'adversaire ait rien marqué, ajoute 30. La première entame du premier lui rapporte un point avant que le dernier puisse rien marquer au jeu de la carte : avec ces règles, seul le premier peut faire pic.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pique (30):&lt;/b&gt; a player who reaches 30 from his hand and play together, before the opponent has scored anything, adds 30. Because low cards score nothing in play under these rules, younger can make a pique as well.</source>
            <translation>&lt;b&gt;Pic (30) :&lt;/b&gt; le joueur qui atteint 30 avec son jeu et le jeu de la carte réunis, avant que l'adversaire ait rien marqué, ajoute 30. Comme les basses cartes ne marquent rien au jeu de la carte avec ces règles, le dernier peut lui aussi faire pic.</translation>
        </message>
        <message>
            <source>A deal has at most one of the two; repique comes first. With these rules the 10 for the cards is scored the moment a player wins his seventh trick, and counts towards pique from then; capot adds 30 more at the end, 40 in all, which never counts.</source>
            <translation>Une donne ne compte au plus que l'un des deux ; le repic passe en premier. Avec ces règles, les 10 des cartes sont marqués dès qu'un joueur fait sa septième levée, et comptent pour le pic dès lors ; le capot ajoute 30 de plus à la fin, 40 en tout, qui ne comptent jamais pour le pic.</translation>
        </message>
        <message>
            <source>A deal has at most one of the two; repique comes first. The cards and capot never count towards pique or repique.</source>
            <translation>Une donne ne compte au plus que l'un des deux ; le repic passe en premier. Les cartes et le capot ne comptent jamais pour le pic ni pour le repic.</translation>
        </message>
        <message>
            <source>Pique and repique</source>
            <translation>Le pic et le repic</translation>
        </message>
        <message>
            <source>Everything a deal scores is reckoned in this order: carte blanche, point, sequences, sets, the points of play in the order they fell, then the cards (or capot). Ties score nothing and shield nobody.</source>
            <translation>Tout ce que marque une donne se compte dans cet ordre : cartes blanches, point, séquences, quatorze et trios, les points du jeu de la carte dans l'ordre où ils sont venus, puis les cartes (ou le capot). Ce qui est égal ne marque rien et ne protège personne.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Repique (60):&lt;/b&gt; a player who reaches 30 from carte blanche, point, sequences and sets alone, before the opponent has scored anything in that order, adds 60.</source>
            <translation>&lt;b&gt;Repic (60) :&lt;/b&gt; le joueur qui atteint 30 avec ses seules annonces (cartes blanches, point, séquences, quatorze et trios), avant que l'adversaire ait rien marqué dans cet ordre, ajoute 60.</translation>
        </message>
        <message>
            <source>A partie is &lt;b&gt;six deals&lt;/b&gt;, each player dealing three times.</source>
            <translation>Une partie se joue en &lt;b&gt;six donnes&lt;/b&gt;, chaque joueur donnant trois fois.</translation>
        </message>
        <message>
            <source>A partie is &lt;b&gt;four deals&lt;/b&gt;; the first and the last count &lt;b&gt;double&lt;/b&gt;.</source>
            <translation>Une partie se joue en &lt;b&gt;quatre donnes&lt;/b&gt; ; la première et la dernière comptent &lt;b&gt;double&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>The partie: Rubicon</source>
            <translation>La partie : le Rubicon</translation>
        </message>
        <message>
            <source>The higher total wins. If the totals are equal, two more deals are played (counting single); equal again, the partie is drawn.</source>
            <translation>Le plus fort total l'emporte. Si les totaux sont égaux, on joue deux donnes de plus (comptées simples) ; égaux encore, la partie est nulle.</translation>
        </message>
        <message>
            <source>The winner gains the difference between the totals plus 100. If the loser has less than 100 he is &lt;b&gt;rubiconed&lt;/b&gt;: the winner then gains the sum of both totals plus 100, whether or not he reached 100 himself. For example, 131 to 113 wins 118; 125 to 81 wins 306.</source>
            <translation>Le gagnant marque la différence des totaux plus 100. Si le perdant a moins de 100, il est &lt;b&gt;rubiconé&lt;/b&gt; : le gagnant marque alors la somme des deux totaux plus 100, qu'il ait atteint 100 lui-même ou non. Par exemple, 131 contre 113 rapporte 118 ; 125 contre 81 rapporte 306.</translation>
        </message>
        <message>
            <source>The partie: au cent</source>
            <translation>La partie : au cent</translation>
        </message>
        <message>
            <source>Each game is won by the first player to reach &lt;b&gt;100&lt;/b&gt; points, counted in the reckoning order above (carte blanche first, then the point, and so on): what the deal scores after that moment does not count for the game, and the next game starts at 0 to 0 with the next deal. Every deal is played to its end and the deal keeps changing hands across games.</source>
            <translation>Chaque manche est gagnée par le premier joueur qui atteint &lt;b&gt;100&lt;/b&gt; points, comptés dans l'ordre ci-dessus (cartes blanches d'abord, puis le point, et ainsi de suite) : ce que la donne marque après ce moment ne compte pas pour la manche, et la manche suivante commence à 0 à 0 avec la donne suivante. Chaque donne est jouée jusqu'au bout et la donne continue de passer d'un joueur à l'autre d'une manche à l'autre.</translation>
        </message>
        <message>
            <source>Reaching 100 while the opponent has less than 50 wins a &lt;b&gt;double game&lt;/b&gt;, which counts two. The partie is the best of five games: the first to three games wins.</source>
            <translation>Atteindre 100 quand l'adversaire a moins de 50 fait gagner une &lt;b&gt;manche double&lt;/b&gt;, qui compte pour deux. La partie se joue en trois manches gagnantes : le premier à trois manches l'emporte.</translation>
        </message>
        <message>
            <source>Taking back a move</source>
            <translation>Reprendre un coup</translation>
        </message>
        <message>
            <source>The laws know no take back: a card played is played. This app lets you take back your last card or exchange of the deal (Game ▸ Take Back, Ctrl+Z), but in a normal partie only while you have seen no new card since (the talon's cards your exchange took in, the computer's reply): you would decide again knowing more. Cards played for you and the computer's replies go back with your move, and the status bar says how many moves went. Open piquet, or “Take back any move” in Preferences, lets you go back to any of your moves in the deal; the partie is then marked as practice in the library. Redo (Ctrl+Shift+Z) plays again what you took back, until you make a new move.</source>
            <translation>Les lois ne connaissent pas de reprise : une carte jouée est jouée. Cette application vous laisse reprendre votre dernière carte ou votre écart de la donne (Jeu ▸ Reprendre un coup, Ctrl+Z), mais, dans une partie normale, seulement tant que vous n'avez vu aucune carte nouvelle depuis (les cartes du talon prises à l'écart, la réponse de l'ordinateur) : vous décideriez à nouveau en en sachant plus. Les cartes jouées pour vous et les réponses de l'ordinateur sont reprises avec votre coup, et la barre d'état dit combien de coups sont annulés. Le piquet à découvert, ou « Reprendre n'importe quel coup » dans les Préférences, permet de revenir à n'importe lequel de vos coups de la donne ; la partie est alors marquée comme entraînement dans la bibliothèque. Rétablir (Ctrl+Maj+Z) rejoue ce que vous avez repris, jusqu'à ce que vous jouiez un nouveau coup.</translation>
        </message>
        <message>
            <source>Piquet is a card game for two players. These are the rules of the partie in play, as this app applies them.</source>
            <translation>Le piquet est un jeu de cartes pour deux joueurs. Voici les règles de la partie en cours, telles que l'application les applique.</translation>
        </message>
        <message>
            <source>&lt;small&gt;After Cavendish's &lt;i&gt;Laws of Piquet&lt;/i&gt; (Portland Club code); where the old rule books differ, the options above follow them.&lt;/small&gt;</source>
            <translation>&lt;small&gt;D'après les &lt;i&gt;Laws of Piquet&lt;/i&gt; de Cavendish (le code du Portland Club) ; là où les anciens traités diffèrent, les options ci-dessus les suivent.&lt;/small&gt;</translation>
        </message>
    </context>
    <context>
        <name>SaveFailure</name>
        <message>
            <source>the partie holds text that no file can hold (a lone surrogate, {text})</source>
            <translation>la partie contient un texte qu'aucun fichier ne peut contenir (un demi-codet isolé, {text})</translation>
        </message>
        <message>
            <source>the disk is full ({error})</source>
            <translation>le disque est plein ({error})</translation>
        </message>
        <message>
            <source>an internal error ({kind}: {text})</source>
            <translation>une erreur interne ({kind} : {text})</translation>
        </message>
    </context>
    <context>
        <name>SaveNotice</name>
        <message>
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>Save the partie to a file of your own</source>
            <translation>Enregistrer la partie dans un fichier à vous</translation>
        </message>
    </context>
    <context>
        <name>ScoreReasons</name>
        <message>
            <source>Led {card}</source>
            <translation>Entame : {card}</translation>
        </message>
        <message>
            <source>Won the trick with {card}</source>
            <translation>Levée gagnée avec {card}</translation>
        </message>
        <message>
            <source>Carte blanche</source>
            <translation>Cartes blanches</translation>
        </message>
        <message>
            <source>Repique</source>
            <translation>Repic</translation>
        </message>
        <message>
            <source>Pique</source>
            <translation>Pic</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Dernière levée</translation>
        </message>
        <message>
            <source>The cards (seventh trick)</source>
            <translation>Les cartes (septième levée)</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Les cartes</translation>
        </message>
        <message>
            <source>Capot (40 in all with the cards)</source>
            <translation>Capot (40 en tout avec les cartes)</translation>
        </message>
        <message>
            <source>Capot</source>
            <translation>Capot</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>You reached {target}: the game ends there</source>
            <translation>Vous atteignez {target} : la manche s'arrête là</translation>
        </message>
        <message>
            <source>{player} reached {target}: the game ends there</source>
            <translation>{player} atteint {target} : la manche s'arrête là</translation>
        </message>
        <message>
            <source>You reached {target} with “{score}”: the game ends there</source>
            <translation>Vous atteignez {target} par « {score} » : la manche s'arrête là</translation>
        </message>
        <message>
            <source>{player} reached {target} with “{score}”: the game ends there</source>
            <translation>{player} atteint {target} par « {score} » : la manche s'arrête là</translation>
        </message>
        <message>
            <source>Game {number} won by You, {won} to {lost} (double)</source>
            <translation>Manche {number} pour vous, {won} à {lost} (double)</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost} (double)</source>
            <translation>Manche {number} pour {player}, {won} à {lost} (double)</translation>
        </message>
        <message>
            <source>A double game (the loser was under 50), counting two. Games so far: {first} {a}, {second} {b}; the first to 3 wins the partie (best of five). The next game starts from nothing.</source>
            <translation>Une manche double (le perdant avait moins de 50), qui compte pour deux. Manches jusqu'ici : {first} {a}, {second} {b} ; le premier à 3 gagne la partie (en trois manches gagnantes). La manche suivante repart de zéro.</translation>
        </message>
        <message>
            <source>Game {number} won by You, {won} to {lost} (single)</source>
            <translation>Manche {number} pour vous, {won} à {lost} (simple)</translation>
        </message>
        <message>
            <source>Game {number} won by {player}, {won} to {lost} (single)</source>
            <translation>Manche {number} pour {player}, {won} à {lost} (simple)</translation>
        </message>
        <message>
            <source>A single game, counting one. Games so far: {first} {a}, {second} {b}; the first to 3 wins the partie (best of five). The next game starts from nothing.</source>
            <translation>Une manche simple, qui compte pour une. Manches jusqu'ici : {first} {a}, {second} {b} ; le premier à 3 gagne la partie (en trois manches gagnantes). La manche suivante repart de zéro.</translation>
        </message>
        <message>
            <source>Rest of deal {number} void: {first} {a}, {second} {b}</source>
            <translation>Reste de la donne {number} annulé : {first} {a}, {second} {b}</translation>
        </message>
        <message>
            <source>In au cent a deal stops counting when a game is won in it: the scores that came after you reached {target} are lost, not carried to the next game.</source>
            <translation>Au cent, une donne cesse de compter dès qu'une manche y est gagnée : les points marqués après que vous avez atteint {target} sont perdus, et non reportés sur la manche suivante.</translation>
        </message>
        <message>
            <source>In au cent a deal stops counting when a game is won in it: the scores that came after {player} reached {target} are lost, not carried to the next game.</source>
            <translation>Au cent, une donne cesse de compter dès qu'une manche y est gagnée : les points marqués après que {player} a atteint {target} sont perdus, et non reportés sur la manche suivante.</translation>
        </message>
        <message>
            <source>the deal in play, scores so far</source>
            <translation>la donne en cours, points marqués jusqu'ici</translation>
        </message>
        <message>
            <source>Games</source>
            <comment>the total row in au cent</comment>
            <translation>Manches</translation>
        </message>
        <message>
            <source>Games won, a double game counting two; the first to 3 wins the partie</source>
            <translation>Manches gagnées, une manche double comptant pour deux ; le premier à 3 gagne la partie</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) won, {first} {a} to {second} {b}: a double game counts two, and the first to 3 wins the partie</source>
            <translation>
                <numerusform>%n manche gagnée, {first} {a} à {second} {b} : une manche double compte pour deux, et le premier à 3 gagne la partie</numerusform>
                <numerusform>%n manches gagnées, {first} {a} à {second} {b} : une manche double compte pour deux, et le premier à 3 gagne la partie</numerusform>
            </translation>
        </message>
        <message>
            <source>The first to win 3 games wins the partie</source>
            <translation>Le premier à gagner 3 manches gagne la partie</translation>
        </message>
        <message>
            <source>A game goes to {target} points; won while the loser has under {half}, it counts two</source>
            <translation>Une manche se joue en {target} points ; gagnée quand le perdant a moins de {half}, elle compte pour deux</translation>
        </message>
        <message>
            <source>Your points in the deal</source>
            <translation>Vos points dans la donne</translation>
        </message>
        <message>
            <source>{player}'s points in the deal</source>
            <translation>Points de {player} dans la donne</translation>
        </message>
        <message>
            <source>Your score in the game after the deal</source>
            <translation>Votre score dans la manche après la donne</translation>
        </message>
        <message>
            <source>{player}'s score in the game after the deal</source>
            <translation>Score de {player} dans la manche après la donne</translation>
        </message>
        <message>
            <source>Your running total after the deal</source>
            <translation>Votre total cumulé après la donne</translation>
        </message>
        <message>
            <source>{player}'s running total after the deal</source>
            <translation>Total cumulé de {player} après la donne</translation>
        </message>
        <message>
            <source>{player}
total</source>
            <translation>Total
{player}</translation>
        </message>
        <message>
            <source>Deal</source>
            <comment>a column title: the deal's number</comment>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Elder</source>
            <comment>a column title: who was elder hand</comment>
            <translation>Premier</translation>
        </message>
        <message>
            <source>The deal's number; (×2) when its scores count double</source>
            <translation>Le numéro de la donne ; (×2) quand ses points comptent double</translation>
        </message>
        <message>
            <source>Who was elder hand in the deal</source>
            <translation>Qui était premier en main dans la donne</translation>
        </message>
    </context>
    <context>
        <name>SidePanel</name>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Declarations</source>
            <translation>Annonces</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Levées</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Fourteen tens.</source>
            <translation>Quatorze de dix.</translation>
        </message>
        <message>
            <source>Fourteen knaves.</source>
            <translation>Quatorze de valets.</translation>
        </message>
        <message>
            <source>Fourteen queens.</source>
            <translation>Quatorze de dames.</translation>
        </message>
        <message>
            <source>Fourteen kings.</source>
            <translation>Quatorze de rois.</translation>
        </message>
        <message>
            <source>Fourteen aces.</source>
            <translation>Quatorze d'as.</translation>
        </message>
        <message>
            <source>Three tens.</source>
            <translation>Trois dix.</translation>
        </message>
        <message>
            <source>Three knaves.</source>
            <translation>Trois valets.</translation>
        </message>
        <message>
            <source>Three queens.</source>
            <translation>Trois dames.</translation>
        </message>
        <message>
            <source>Three kings.</source>
            <translation>Trois rois.</translation>
        </message>
        <message>
            <source>Three aces.</source>
            <translation>Trois as.</translation>
        </message>
        <message>
            <source>Point of one.</source>
            <translation>Point d'une.</translation>
        </message>
        <message>
            <source>Point of {count}.</source>
            <translation>Point de {count}.</translation>
        </message>
        <message>
            <source>Making {pips}.</source>
            <translation>{pips}.</translation>
        </message>
        <message>
            <source>{sequence}.</source>
            <translation>{sequence}.</translation>
        </message>
        <message>
            <source>{sequence} major.</source>
            <translation>{sequence} majeure.</translation>
        </message>
        <message>
            <source>{sequence} {to_the_rank}.</source>
            <translation>{sequence} {to_the_rank}.</translation>
        </message>
        <message>
            <source>{score}: {points}.</source>
            <translation>{score} : {points}.</translation>
        </message>
        <message>
            <source>Good.</source>
            <translation>Bon.</translation>
        </message>
        <message>
            <source>Not good.</source>
            <translation>Pas bon.</translation>
        </message>
        <message>
            <source>Equal.</source>
            <translation>Égal.</translation>
        </message>
        <message>
            <source>No point.</source>
            <translation>Pas de point.</translation>
        </message>
        <message>
            <source>No sequence.</source>
            <translation>Pas de séquence.</translation>
        </message>
        <message>
            <source>No set.</source>
            <translation>Ni quatorze ni trio.</translation>
        </message>
        <message>
            <source>Carte blanche: here is my hand.</source>
            <translation>Cartes blanches : voici mon jeu.</translation>
        </message>
        <message>
            <source>Carte blanche.</source>
            <translation>Cartes blanches.</translation>
        </message>
        <message>
            <source>Carte blanche. I take one.</source>
            <translation>Cartes blanches. J'en prends une.</translation>
        </message>
        <message>
            <source>Carte blanche. I take {count}.</source>
            <translation>Cartes blanches. J'en prends {count}.</translation>
        </message>
        <message>
            <source>I discard none.</source>
            <translation>Je n'en écarte aucune.</translation>
        </message>
        <message>
            <source>I discard one.</source>
            <translation>J'en écarte une.</translation>
        </message>
        <message>
            <source>I discard {count}.</source>
            <translation>J'en écarte {count}.</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Exercises of the exchange, the declarations, the play and counting, judged by the engine.</source>
            <translation>Des exercices d'écart, d'annonces, de jeu de la carte et de décompte, jugés par le moteur.</translation>
        </message>
        <message>
            <source>Piquet</source>
            <translation>Piquet</translation>
        </message>
        <message>
            <source>The classic card game for two, against the computer</source>
            <translation>Le grand jeu de cartes à deux, contre l'ordinateur</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continuer</translation>
        </message>
        <message>
            <source>Your unfinished partie.</source>
            <translation>Votre partie inachevée.</translation>
        </message>
        <message>
            <source>&amp;New Partie</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <source>Choose the rules and your opponent, then deal.</source>
            <translation>Choisissez les règles et votre adversaire, puis donnez.</translation>
        </message>
        <message>
            <source>&amp;Open a Saved Partie</source>
            <translation>&amp;Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <source>Play on from a partie you saved.</source>
            <translation>Jouer la suite d'une partie que vous avez enregistrée.</translation>
        </message>
        <message>
            <source>&amp;Replay a Saved Partie</source>
            <translation>&amp;Revoir une partie enregistrée</translation>
        </message>
        <message>
            <source>Step through a partie move by move, both hands shown.</source>
            <translation>Parcourir une partie coup par coup, les deux mains découvertes.</translation>
        </message>
        <message>
            <source>Li&amp;brary</source>
            <translation>&amp;Bibliothèque</translation>
        </message>
        <message>
            <source>Every partie you have played: continue, replay, review, export.</source>
            <translation>Toutes les parties que vous avez jouées : continuer, revoir, analyser, exporter.</translation>
        </message>
        <message>
            <source>&amp;Learn to Play</source>
            <translation>A&amp;pprendre à jouer</translation>
        </message>
        <message>
            <source>A first deal with every step explained, and the computer's advice.</source>
            <translation>Une première donne dont chaque étape est expliquée, avec les conseils de l'ordinateur.</translation>
        </message>
        <message>
            <source>&amp;Practice</source>
            <translation>&amp;Entraînement</translation>
        </message>
    </context>
    <context>
        <name>StatisticsCharts</name>
        <message>
            <source>partie</source>
            <comment>the charts' axis of partie numbers</comment>
            <translation>partie</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTables</name>
        <message>
            <source>Opponent</source>
            <translation>Adversaire</translation>
        </message>
        <message>
            <source>Parties</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Nulles</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Inachevées</translation>
        </message>
        <message>
            <source>Rubicons
given</source>
            <translation>Rubicons
infligés</translation>
        </message>
        <message>
            <source>Rubicons
suffered</source>
            <translation>Rubicons
subis</translation>
        </message>
        <message>
            <source>Lost per
decision</source>
            <translation>Perte par
décision</translation>
        </message>
        <message>
            <source>As elder</source>
            <translation>Premier</translation>
        </message>
        <message>
            <source>As younger</source>
            <translation>Dernier</translation>
        </message>
        <message>
            <source>All deals</source>
            <translation>Toutes les donnes</translation>
        </message>
        <message>
            <source>Your parties against {opponent}</source>
            <translation>Vos parties contre {opponent}</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Tous</translation>
        </message>
        <message>
            <source>Every partie shown</source>
            <translation>Toutes les parties affichées</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Donnes jouées</translation>
        </message>
        <message>
            <source>Finished deals in the parties shown</source>
            <translation>Les donnes terminées des parties affichées</translation>
        </message>
        <message>
            <source>Your mean score</source>
            <translation>Votre score moyen</translation>
        </message>
        <message>
            <source>The points you scored in a deal, on average</source>
            <translation>Les points que vous avez marqués par donne, en moyenne</translation>
        </message>
        <message>
            <source>Your median score</source>
            <translation>Votre score médian</translation>
        </message>
        <message>
            <source>Half your deals scored at least this much</source>
            <translation>La moitié de vos donnes ont marqué au moins autant</translation>
        </message>
        <message>
            <source>Cavendish's show (median)</source>
            <translation>Le jeu selon Cavendish (médiane)</translation>
        </message>
        <message>
            <source>Cavendish, Piquet: in real play elder scores 28 or more in half his hands, younger 14 or more</source>
            <translation>Cavendish, Piquet : en jeu réel, le premier marque 28 ou plus dans la moitié de ses mains, le dernier 14 ou plus</translation>
        </message>
        <message>
            <source>Opponent's mean score</source>
            <translation>Score moyen de l'adversaire</translation>
        </message>
        <message>
            <source>What your opponent scored in the same deals, on average</source>
            <translation>Ce que votre adversaire a marqué dans les mêmes donnes, en moyenne</translation>
        </message>
        <message>
            <source>Point won (you / opponent)</source>
            <translation>Point gagné (vous / adversaire)</translation>
        </message>
        <message>
            <source>Share of deals in which each of you scored the point; equal points score nothing</source>
            <translation>Part des donnes où chacun de vous a marqué le point ; un point égal ne marque rien</translation>
        </message>
        <message>
            <source>Cards won (you / opponent)</source>
            <translation>Cartes gagnées (vous / adversaire)</translation>
        </message>
        <message>
            <source>Share of deals in which each of you won the cards (a capot included); the rest were divided</source>
            <translation>Part des donnes où chacun de vous a gagné les cartes (capot compris) ; dans les autres, elles ont été partagées</translation>
        </message>
        <message>
            <source>Cavendish: cards won</source>
            <translation>Cavendish : cartes gagnées</translation>
        </message>
        <message>
            <source>Cavendish: elder wins the cards about 5 times in 8, younger about 1 in 4</source>
            <translation>Cavendish : le premier gagne les cartes environ 5 fois sur 8, le dernier environ 1 fois sur 4</translation>
        </message>
        <message>
            <source>Piques (you / opponent)</source>
            <translation>Pics (vous / adversaire)</translation>
        </message>
        <message>
            <source>Share of deals with a pique</source>
            <translation>Part des donnes avec un pic</translation>
        </message>
        <message>
            <source>Repiques (you / opponent)</source>
            <translation>Repics (vous / adversaire)</translation>
        </message>
        <message>
            <source>Share of deals with a repique</source>
            <translation>Part des donnes avec un repic</translation>
        </message>
        <message>
            <source>Capots (you / opponent)</source>
            <translation>Capots (vous / adversaire)</translation>
        </message>
        <message>
            <source>Share of deals in which one of you took every trick</source>
            <translation>Part des donnes où l'un de vous a fait toutes les levées</translation>
        </message>
    </context>
    <context>
        <name>StatisticsVariants</name>
        <message>
            <source>Rubicon piquet</source>
            <translation>Piquet Rubicon</translation>
        </message>
        <message>
            <source>Rubicon, four deals</source>
            <translation>Rubicon, quatre donnes</translation>
        </message>
        <message>
            <source>Rubicon, 36 cards</source>
            <translation>Rubicon, 36 cartes</translation>
        </message>
        <message>
            <source>Rubicon, four deals, 36 cards</source>
            <translation>Rubicon, quatre donnes, 36 cartes</translation>
        </message>
        <message>
            <source>Piquet au cent</source>
            <translation>Piquet au cent</translation>
        </message>
        <message>
            <source>Thirty-six (au cent, 36 cards)</source>
            <translation>Piquet à 36 cartes (au cent)</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>&lt;h2&gt;No parties yet&lt;/h2&gt;&lt;p&gt;Finish a partie and your results, your rating and how they move over time will show here.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Aucune partie pour l'instant&lt;/h2&gt;&lt;p&gt;Terminez une partie et vos résultats, votre classement et leur évolution s'afficheront ici.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;No parties match these filters&lt;/h3&gt;&lt;p&gt;Choose another opponent, variant or period.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Aucune partie ne correspond à ces filtres&lt;/h3&gt;&lt;p&gt;Choisissez un autre adversaire, une autre variante ou une autre période.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Depuis le début</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Les 7 derniers jours</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Les 30 derniers jours</translation>
        </message>
        <message>
            <source>Last 12 months</source>
            <translation>Les 12 derniers mois</translation>
        </message>
        <message>
            <source>Practice parties are those played with open piquet, with take back anytime, in the lesson or as a demonstration. They are left out of the figures unless you include them here, and never count in your rating.</source>
            <translation>Les parties d'entraînement sont celles jouées au piquet à découvert, en reprenant des coups à volonté, dans la leçon ou en démonstration. Elles sont laissées de côté dans les chiffres, sauf si vous les incluez ici, et ne comptent jamais pour votre classement.</translation>
        </message>
        <message numerus="yes">
            <source>%n practice partie(s) left out (see “Include practice parties”).</source>
            <translation>
                <numerusform>%n partie d'entraînement laissée de côté (voir « Inclure les parties d'entraînement »).</numerusform>
                <numerusform>%n parties d'entraînement laissées de côté (voir « Inclure les parties d'entraînement »).</numerusform>
            </translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Inconnu</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>&amp;Adversaire :</translation>
        </message>
        <message>
            <source>&amp;Variant:</source>
            <translation>&amp;Variante :</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Période :</translation>
        </message>
        <message>
            <source>I&amp;nclude practice parties</source>
            <translation>I&amp;nclure les parties d'entraînement</translation>
        </message>
        <message>
            <source>&amp;Export as CSV…</source>
            <translation>&amp;Exporter en CSV…</translation>
        </message>
        <message>
            <source>Save the figures shown as a CSV file for a spreadsheet</source>
            <translation>Enregistrer les chiffres affichés dans un fichier CSV pour un tableur</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Actualiser</translation>
        </message>
        <message>
            <source>Count the parties again, the latest included</source>
            <translation>Recompter les parties, y compris les dernières</translation>
        </message>
        <message>
            <source>&lt;b&gt;Results&lt;/b&gt;</source>
            <translation>&lt;b&gt;Résultats&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Deals&lt;/b&gt; (you / your opponent)</source>
            <translation>&lt;b&gt;Donnes&lt;/b&gt; (vous / votre adversaire)</translation>
        </message>
        <message>
            <source>Accuracy: points lost per decision</source>
            <translation>Précision : points perdus par décision</translation>
        </message>
        <message>
            <source>points</source>
            <comment>a chart's axis</comment>
            <translation>points</translation>
        </message>
        <message>
            <source>No reviewed partie yet: review a partie to see how many points your decisions cost.</source>
            <translation>Aucune partie analysée pour l'instant : analysez une partie pour voir combien de points vos décisions ont coûté.</translation>
        </message>
        <message>
            <source>Your mean deal score</source>
            <translation>Votre score moyen par donne</translation>
        </message>
        <message>
            <source>No finished deal yet in the parties shown.</source>
            <translation>Aucune donne terminée pour l'instant dans les parties affichées.</translation>
        </message>
        <message>
            <source>Rating</source>
            <comment>a chart's tab</comment>
            <translation>Classement</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <comment>a chart's tab</comment>
            <translation>Précision</translation>
        </message>
        <message>
            <source>Deal score</source>
            <comment>a chart's tab</comment>
            <translation>Score par donne</translation>
        </message>
        <message>
            <source>The parties could not be read: {reason}</source>
            <translation>Les parties n'ont pas pu être lues : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n partie(s) could not be read and left out: {reasons}</source>
            <translation>
                <numerusform>%n partie n'a pas pu être lue et est laissée de côté : {reasons}</numerusform>
                <numerusform>%n parties n'ont pas pu être lues et sont laissées de côté : {reasons}</numerusform>
            </translation>
        </message>
        <message>
            <source>All opponents</source>
            <translation>Tous les adversaires</translation>
        </message>
        <message>
            <source>All variants</source>
            <translation>Toutes les variantes</translation>
        </message>
        <message>
            <source>Export the Statistics</source>
            <translation>Exporter les statistiques</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Cannot export the statistics</source>
            <translation>Impossible d'exporter les statistiques</translation>
        </message>
        <message>
            <source>{path} could not be written: {reason}</source>
            <translation>{path} n'a pas pu être écrit : {reason}</translation>
        </message>
        <message>
            <source>The statistics are saved as {path}.</source>
            <translation>Les statistiques sont enregistrées sous {path}.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Your rating: {mean}&lt;/b&gt;, near the level “{level}” (most likely between {low} and {high}), from %n rated partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Votre classement : {mean}&lt;/b&gt;, proche du niveau « {level} » (très probablement entre {low} et {high}), sur %n partie classée.</numerusform>
                <numerusform>&lt;b&gt;Votre classement : {mean}&lt;/b&gt;, proche du niveau « {level} » (très probablement entre {low} et {high}), sur %n parties classées.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;No rating yet&lt;/b&gt;: practice parties do not count; finish a partie against a computer opponent without them.</source>
            <translation>&lt;b&gt;Pas encore de classement&lt;/b&gt; : les parties d'entraînement ne comptent pas ; terminez une partie contre l'ordinateur sans entraînement.</translation>
        </message>
        <message>
            <source>&lt;b&gt;No rating yet&lt;/b&gt;: finish a partie against a computer opponent.</source>
            <translation>&lt;b&gt;Pas encore de classement&lt;/b&gt; : terminez une partie contre l'ordinateur.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision (lower is better), over %n reviewed partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Précision : {loss}&lt;/b&gt; point perdu par décision (moins, c'est mieux), sur %n partie analysée.</numerusform>
                <numerusform>&lt;b&gt;Précision : {loss}&lt;/b&gt; point perdu par décision (moins, c'est mieux), sur %n parties analysées.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Accuracy&lt;/b&gt;: no reviewed partie yet.</source>
            <translation>&lt;b&gt;Précision&lt;/b&gt; : aucune partie analysée pour l'instant.</translation>
        </message>
        <message>
            <source>Your rating is on the same Elo scale as the computer levels ({levels}). It starts at {prior} and each finished partie against a computer level moves it: a win moves it up, more against a stronger level. The fewer parties, the wider the likely range. Practice parties never count.</source>
            <translation>Votre classement est sur la même échelle Elo que les niveaux de l'ordinateur ({levels}). Il part de {prior} et chaque partie terminée contre un niveau de l'ordinateur le fait bouger : une victoire le fait monter, d'autant plus que le niveau est fort. Moins il y a de parties, plus la fourchette probable est large. Les parties d'entraînement ne comptent jamais.</translation>
        </message>
        <message>
            <source>Accuracy comes from the parties you had reviewed: each of your decisions (the exchange, the declarations, each card) is compared with the best one, and the points it cost are averaged; {decisions} decisions so far.</source>
            <translation>La précision vient des parties que vous avez fait analyser : chacune de vos décisions (l'écart, les annonces, chaque carte) est comparée à la meilleure, et les points qu'elle a coûtés sont moyennés ; {decisions} décisions jusqu'ici.</translation>
        </message>
        <message>
            <source>Details: the levels' ratings come from {source}; your rating is a Bayesian estimate starting from {prior} ± {prior_sd}, a partie counting {scale} of a deal pair.</source>
            <translation>Détails : les classements des niveaux viennent de {source} ; votre classement est une estimation bayésienne partant de {prior} ± {prior_sd}, une partie comptant pour {scale} paire de donnes.</translation>
        </message>
    </context>
    <context>
        <name>TableLayout</name>
        <message>
            <source>Your discard</source>
            <translation>Votre écart</translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>the opponent's discard, as the table labels it</comment>
            <translation>Écart</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n levée</numerusform>
                <numerusform>%n levées</numerusform>
            </translation>
        </message>
        <message>
            <source>Talon</source>
            <translation>Talon</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>elder</source>
            <comment>the hand's role on its name plate</comment>
            <translation>premier</translation>
        </message>
        <message>
            <source>younger</source>
            <comment>the hand's role on its name plate</comment>
            <translation>dernier</translation>
        </message>
        <message>
            <source>This deal {deal}  ·  Game {total}</source>
            <translation>Cette donne {deal}  ·  Manche {total}</translation>
        </message>
        <message>
            <source>This deal {deal}  ·  Partie {total}</source>
            <translation>Cette donne {deal}  ·  Partie {total}</translation>
        </message>
        <message numerus="yes">
            <source>Deal over: You took %n trick(s), {opponent} {theirs}</source>
            <translation>
                <numerusform>Donne finie : vous avez fait %n levée, {opponent} {theirs}</numerusform>
                <numerusform>Donne finie : vous avez fait %n levées, {opponent} {theirs}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deal over: {player} took %n trick(s), {opponent} {theirs}</source>
            <translation>
                <numerusform>Donne finie : {player} a fait %n levée, {opponent} {theirs}</numerusform>
                <numerusform>Donne finie : {player} a fait %n levées, {opponent} {theirs}</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <comment>a name plate before the names are known</comment>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Opponent</source>
            <comment>a name plate before the names are known</comment>
            <translation>Adversaire</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Table de jeu</translation>
        </message>
    </context>
    <context>
        <name>Text</name>
        <message>
            <source>You</source>
            <comment>the human player's name</comment>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Computer</source>
            <comment>the computer player's name</comment>
            <translation>Ordinateur</translation>
        </message>
        <message>
            <source>Computer</source>
            <comment>the computer player's name at the table</comment>
            <translation>Ordinateur</translation>
        </message>
        <message>
            <source>You cannot play {card}: {reason}</source>
            <translation>Vous ne pouvez pas jouer {card} : {reason}</translation>
        </message>
        <message>
            <source>Chance</source>
            <translation>Le hasard</translation>
        </message>
        <message>
            <source>You play {card}.</source>
            <translation>Vous jouez {card}.</translation>
        </message>
        <message>
            <source>{player} plays {card}.</source>
            <translation>{player} joue {card}.</translation>
        </message>
        <message>
            <source>You discard {cards} and take {count}.</source>
            <translation>Vous écartez {cards} et en prenez {count}.</translation>
        </message>
        <message>
            <source>{player} discards {cards} and takes {count}.</source>
            <translation>{player} écarte {cards} et en prend {count}.</translation>
        </message>
        <message>
            <source>You look at the cards left in the talon.</source>
            <translation>Vous regardez les cartes laissées au talon.</translation>
        </message>
        <message>
            <source>{player} looks at the cards left in the talon.</source>
            <translation>{player} regarde les cartes laissées au talon.</translation>
        </message>
        <message>
            <source>You leave the cards left in the talon unseen.</source>
            <translation>Vous laissez les cartes du talon sans les regarder.</translation>
        </message>
        <message>
            <source>{player} leaves the cards left in the talon unseen.</source>
            <translation>{player} laisse les cartes du talon sans les regarder.</translation>
        </message>
        <message>
            <source>You do not claim carte blanche.</source>
            <translation>Vous n'annoncez pas cartes blanches.</translation>
        </message>
        <message>
            <source>{player} does not claim carte blanche.</source>
            <translation>{player} n'annonce pas cartes blanches.</translation>
        </message>
        <message>
            <source>You claim carte blanche, taking {count}.</source>
            <translation>Vous annoncez cartes blanches et en prenez {count}.</translation>
        </message>
        <message>
            <source>{player} claims carte blanche, taking {count}.</source>
            <translation>{player} annonce cartes blanches et en prend {count}.</translation>
        </message>
        <message>
            <source>You cut {first_card}, {second} cuts {second_card}.</source>
            <translation>Vous coupez {first_card}, {second} coupe {second_card}.</translation>
        </message>
        <message>
            <source>{first} cuts {first_card}, You cut {second_card}.</source>
            <translation>{first} coupe {first_card}, vous coupez {second_card}.</translation>
        </message>
        <message>
            <source>{first} cuts {first_card}, {second} cuts {second_card}.</source>
            <translation>{first} coupe {first_card}, {second} coupe {second_card}.</translation>
        </message>
        <message>
            <source>The pack is shuffled and dealt.</source>
            <translation>Le jeu est battu et distribué.</translation>
        </message>
        <message>
            <source>You take no cards.</source>
            <translation>Vous ne prenez aucune carte.</translation>
        </message>
        <message>
            <source>{player} takes no cards.</source>
            <translation>{player} ne prend aucune carte.</translation>
        </message>
        <message>
            <source>You claim carte blanche.</source>
            <translation>Vous annoncez cartes blanches.</translation>
        </message>
        <message>
            <source>{player} claims carte blanche.</source>
            <translation>{player} annonce cartes blanches.</translation>
        </message>
        <message>
            <source>You call point: {cards}.</source>
            <translation>Vous annoncez le point : {cards}.</translation>
        </message>
        <message>
            <source>{player} calls point: {cards}.</source>
            <translation>{player} annonce le point : {cards}.</translation>
        </message>
        <message>
            <source>You call sequence: {cards}.</source>
            <translation>Vous annoncez une séquence : {cards}.</translation>
        </message>
        <message>
            <source>{player} calls sequence: {cards}.</source>
            <translation>{player} annonce une séquence : {cards}.</translation>
        </message>
        <message>
            <source>You call set: {cards}.</source>
            <translation>Vous annoncez un quatorze ou un trio : {cards}.</translation>
        </message>
        <message>
            <source>{player} calls set: {cards}.</source>
            <translation>{player} annonce un quatorze ou un trio : {cards}.</translation>
        </message>
        <message>
            <source>You call no point.</source>
            <translation>Vous n'annoncez pas de point.</translation>
        </message>
        <message>
            <source>{player} calls no point.</source>
            <translation>{player} n'annonce pas de point.</translation>
        </message>
        <message>
            <source>You call no sequence.</source>
            <translation>Vous n'annoncez pas de séquence.</translation>
        </message>
        <message>
            <source>{player} calls no sequence.</source>
            <translation>{player} n'annonce pas de séquence.</translation>
        </message>
        <message>
            <source>You call no set.</source>
            <translation>Vous n'annoncez ni quatorze ni trio.</translation>
        </message>
        <message>
            <source>{player} calls no set.</source>
            <translation>{player} n'annonce ni quatorze ni trio.</translation>
        </message>
        <message>
            <source>You answer good.</source>
            <translation>Vous répondez « Bon ».</translation>
        </message>
        <message>
            <source>{player} answers good.</source>
            <translation>{player} répond « Bon ».</translation>
        </message>
        <message>
            <source>You answer not good.</source>
            <translation>Vous répondez « Pas bon ».</translation>
        </message>
        <message>
            <source>{player} answers not good.</source>
            <translation>{player} répond « Pas bon ».</translation>
        </message>
        <message>
            <source>You answer equal.</source>
            <translation>Vous répondez « Égal ».</translation>
        </message>
        <message>
            <source>{player} answers equal.</source>
            <translation>{player} répond « Égal ».</translation>
        </message>
        <message>
            <source>You exchange {count}.</source>
            <translation>Vous en prenez {count}.</translation>
        </message>
        <message>
            <source>{player} exchanges {count}.</source>
            <translation>{player} en prend {count}.</translation>
        </message>
        <message>
            <source>Drawn partie, {total} all.</source>
            <translation>Partie nulle, {total} partout.</translation>
        </message>
        <message>
            <source>You win the partie, {won} games to {lost}.</source>
            <translation>Vous gagnez la partie, {won} manches à {lost}.</translation>
        </message>
        <message>
            <source>{player} wins the partie, {won} games to {lost}.</source>
            <translation>{player} gagne la partie, {won} manches à {lost}.</translation>
        </message>
        <message>
            <source>You win by {margin}: {won} to {lost} ({loser} rubiconed).</source>
            <translation>Vous gagnez de {margin} points : {won} à {lost} ({loser} rubiconé).</translation>
        </message>
        <message>
            <source>{player} wins by {margin}: {won} to {lost}, and you are rubiconed.</source>
            <translation>{player} gagne de {margin} points : {won} à {lost}, et vous êtes rubiconé.</translation>
        </message>
        <message>
            <source>{player} wins by {margin}: {won} to {lost} ({loser} rubiconed).</source>
            <translation>{player} gagne de {margin} points : {won} à {lost} ({loser} rubiconé).</translation>
        </message>
        <message>
            <source>You win by {margin}: {won} to {lost}.</source>
            <translation>Vous gagnez de {margin} points : {won} à {lost}.</translation>
        </message>
        <message>
            <source>{player} wins by {margin}: {won} to {lost}.</source>
            <translation>{player} gagne de {margin} points : {won} à {lost}.</translation>
        </message>
    </context>
    <context>
        <name>TrainingRatings</name>
        <message>
            <source>Training ratings</source>
            <translation>Classements d'entraînement</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>classement</translation>
        </message>
        <message>
            <source>No exercise done yet: Game &gt; Practice gives you a rating for each kind.</source>
            <translation>Aucun exercice fait pour l'instant : Jeu &gt; Entraînement vous donne un classement pour chaque sorte d'exercice.</translation>
        </message>
        <message>
            <source>exercise</source>
            <comment>the axis of attempt numbers</comment>
            <translation>exercice</translation>
        </message>
        <message>
            <source>The training ratings cannot be read: {reason}</source>
            <translation>Les classements d'entraînement ne peuvent pas être lus : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>{kind}: {rating} (%n attempt(s))</source>
            <translation>
                <numerusform>{kind} : {rating} (%n essai)</numerusform>
                <numerusform>{kind} : {rating} (%n essais)</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Training ratings&lt;/b&gt; — {ratings}</source>
            <translation>&lt;b&gt;Classements d'entraînement&lt;/b&gt; — {ratings}</translation>
        </message>
    </context>
    <context>
        <name>TrickHistoryModel</name>
        <message>
            <source>Your only legal card: it is played for you unless Preferences say otherwise.</source>
            <translation>Votre seule carte jouable : elle est jouée pour vous, sauf réglage contraire dans les Préférences.</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Entame par</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Entame</translation>
        </message>
        <message>
            <source>Follow</source>
            <translation>Réponse</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Gagnant</translation>
        </message>
        <message>
            <source>{card} (forced)</source>
            <translation>{card} (forcée)</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>show program's version number and exit</source>
            <translation>afficher le numéro de version du programme et quitter</translation>
        </message>
        <message>
            <source>usage: </source>
            <translation>utilisation : </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>arguments positionnels</translation>
        </message>
        <message>
            <source>options</source>
            <translation>options</translation>
        </message>
        <message>
            <source>subcommands</source>
            <translation>sous-commandes</translation>
        </message>
        <message>
            <source>%(heading)s:</source>
            <translation>%(heading)s :</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>afficher ce message d'aide et quitter</translation>
        </message>
        <message>
            <source> (default: %(default)s)</source>
            <translation> (par défaut : %(default)s)</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s : erreur : %(message)s
</translation>
        </message>
        <message>
            <source>%(prog)s: warning: %(message)s
</source>
            <translation>%(prog)s : avertissement : %(message)s
</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont obligatoires : %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>l'un des arguments %s est obligatoire</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments non reconnus : %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>interdit avec l'argument %s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argument explicite %r ignoré</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s peut désigner %(matches)s</translation>
        </message>
        <message>
            <source>unexpected option string: %s</source>
            <translation>option inattendue : %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>un argument est attendu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>un argument au plus est attendu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>au moins un argument est attendu</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s argument est attendu</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s arguments sont attendus</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur %(type)s invalide : %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>sous-commande inconnue %(parser_name)r (choix : %(choices)s)</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>impossible d'ouvrir « %(filename)s » : %(error)s</translation>
        </message>
        <message>
            <source>argument "-" with mode %r</source>
            <translation>argument « - » avec le mode %r</translation>
        </message>
        <message>
            <source>option '%(option)s' is deprecated</source>
            <translation>l'option « %(option)s » est obsolète</translation>
        </message>
        <message>
            <source>command '%(parser_name)s' is deprecated</source>
            <translation>la commande « %(parser_name)s » est obsolète</translation>
        </message>
        <message>
            <source>argument '%(argument_name)s' is deprecated</source>
            <translation>l'argument « %(argument_name)s » est obsolète</translation>
        </message>
    </context>
</TS>
