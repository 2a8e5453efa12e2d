<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>AiWorker</name>
        <message>
            <source>the worker processes were stopped</source>
            <translation>les processus de calcul ont été arrêtés</translation>
        </message>
        <message>
            <source>a worker process stopped</source>
            <translation>un processus de calcul s'est arrêté</translation>
        </message>
        <message>
            <source>worker processes cannot start</source>
            <translation>les processus de calcul ne peuvent pas démarrer</translation>
        </message>
        <message>
            <source>The computer now thinks inside the window's process ({reason}); the window may pause while it thinks.</source>
            <translation>L'ordinateur réfléchit désormais dans le processus de la fenêtre ({reason}) : la fenêtre peut se figer pendant qu'il réfléchit.</translation>
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
        <name>DecisionPrompt</name>
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
                <numerusform>Votre écart : marquez exactement %n carte à écarter, puis appuyez sur Écarter. Cartes marquées : {marked}.</numerusform>
                <numerusform>Votre écart : marquez exactement %n cartes à écarter, puis appuyez sur Écarter. Cartes marquées : {marked}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your exchange: mark up to %n card(s) to discard (or none), then press Exchange. {marked} marked.</source>
            <translation>
                <numerusform>Votre écart : marquez jusqu'à %n carte à écarter (ou aucune), puis appuyez sur Écarter. Cartes marquées : {marked}.</numerusform>
                <numerusform>Votre écart : marquez jusqu'à %n cartes à écarter (ou aucune), puis appuyez sur Écarter. Cartes marquées : {marked}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your exchange: mark {low} to {high} cards to discard, then press Exchange. {marked} marked.</source>
            <translation>Votre écart : marquez de {low} à {high} cartes à écarter, puis appuyez sur Écarter. Cartes marquées : {marked}.</translation>
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
        <name>GameController</name>
        <message>
            <source>You</source>
            <comment>the human player's default name</comment>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Computer</source>
            <comment>the computer player's name at the table</comment>
            <translation>Ordinateur</translation>
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
            <source>New partie against {player} ({level}), seed {seed}.</source>
            <translation>Nouvelle partie contre {player} ({level}), graine {seed}.</translation>
        </message>
        <message>
            <source>The opponent level {level} is not available: the greedy player takes over.</source>
            <translation>Le niveau d'adversaire {level} n'est pas disponible : le joueur glouton prend sa place.</translation>
        </message>
        <message numerus="yes">
            <source>Took back your {card} (%n move(s) undone).</source>
            <translation>
                <numerusform>Vous avez repris votre {card} (%n coup annulé).</numerusform>
                <numerusform>Vous avez repris votre {card} (%n coups annulés).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Took back your exchange (%n move(s) undone).</source>
            <translation>
                <numerusform>Vous avez repris votre écart (%n coup annulé).</numerusform>
                <numerusform>Vous avez repris votre écart (%n coups annulés).</numerusform>
            </translation>
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
            <source>The partie could not be saved to {file}: {reason}.</source>
            <translation>La partie n'a pas pu être enregistrée dans {file} : {reason}.</translation>
        </message>
        <message>
            <source>Deal {number} is over: {first} {a}, {second} {b}.</source>
            <translation>La donne {number} est finie : {first} {a}, {second} {b}.</translation>
        </message>
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
            <source>The computer player chose '{action}', which is not legal here; the greedy player's move is played instead.</source>
            <translation>Le joueur de l'ordinateur a choisi « {action} », qui n'est pas permis ici ; le coup du joueur glouton est joué à la place.</translation>
        </message>
        <message>
            <source>No hint: the advice failed ({reason}).</source>
            <translation>Pas de conseil : le calcul du conseil a échoué ({reason}).</translation>
        </message>
        <message>
            <source>The computer player failed ({reason}); the greedy player's move is played instead.</source>
            <translation>Le joueur de l'ordinateur a échoué ({reason}) ; le coup du joueur glouton est joué à la place.</translation>
        </message>
        <message>
            <source>No partie is in play.</source>
            <translation>Aucune partie n'est en cours.</translation>
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
            <source>The partie is not autosaved ({reason}; folder {folder}): save it to a file of your own to keep it.</source>
            <translation>La partie n'est pas enregistrée automatiquement ({reason} ; dossier {folder}) : enregistrez-la dans un fichier à vous pour la garder.</translation>
        </message>
        <message>
            <source>The partie is not kept in the library ({reason}; folder {folder}): save it to a file of your own to keep it.</source>
            <translation>La partie n'est pas gardée dans la bibliothèque ({reason} ; dossier {folder}) : enregistrez-la dans un fichier à vous pour la garder.</translation>
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
            <translation>Le piquet ouvert est désactivé pour la nouvelle partie (Jeu ▸ Piquet ouvert le réactive).</translation>
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
            <source>Undo your last card or exchange</source>
            <translation>Annuler votre dernière carte ou votre écart</translation>
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
            <translation>Piquet &amp;ouvert (montrer la main de l'ordinateur)</translation>
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
            <translation>Appuyer sur le bouton en évidence</translation>
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
    </context>
    <context>
        <name>PartieFiles</name>
        <message>
            <source>Deal {number} of {planned} against {opponent}: {you} {a}, {opponent} {b}.</source>
            <translation>Donne {number} sur {planned} contre {opponent} : {you} {a}, {opponent} {b}.</translation>
        </message>
        <message>
            <source>Deal {number} against {opponent}: {you} {a}, {opponent} {b}.</source>
            <translation>Donne {number} contre {opponent} : {you} {a}, {opponent} {b}.</translation>
        </message>
        <message>
            <source>Piquet parties ({patterns});;All files (*)</source>
            <translation>Parties de piquet ({patterns});;Tous les fichiers (*)</translation>
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
            <source>There is no partie to save.</source>
            <translation>Il n'y a pas de partie à enregistrer.</translation>
        </message>
        <message>
            <source>Cannot save the partie</source>
            <translation>Impossible d'enregistrer la partie</translation>
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
        <name>PrivateFiles</name>
        <message>
            <source>{folder} is not a folder</source>
            <translation>{folder} n'est pas un dossier</translation>
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
            <source>{place}  ·  move {position} of {length}  ·  {move}</source>
            <translation>{place}  ·  coup {position} sur {length}  ·  {move}</translation>
        </message>
        <message>
            <source>{place}  ·  move {position} of {length}</source>
            <translation>{place}  ·  coup {position} sur {length}</translation>
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
            <source>Cannot continue</source>
            <translation>Impossible de continuer</translation>
        </message>
        <message>
            <source>The partie cannot be continued: {reason}</source>
            <translation>La partie ne peut pas être continuée : {reason}</translation>
        </message>
        <message>
            <source>You play on from the replayed position.</source>
            <translation>Vous jouez la suite depuis la position revue.</translation>
        </message>
    </context>
    <context>
        <name>SaveFailure</name>
        <message>
            <source>the partie holds text that no file can hold (a lone surrogate, {text})</source>
            <translation>la partie contient un texte qu'aucun fichier ne peut contenir (un demi-codet isolé, {text})</translation>
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
        <name>StartScreen</name>
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
            <source>You</source>
            <comment>a name plate before the names are known</comment>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Opponent</source>
            <comment>a name plate before the names are known</comment>
            <translation>Adversaire</translation>
        </message>
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
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Card table</source>
            <translation>Table de jeu</translation>
        </message>
    </context>
</TS>
