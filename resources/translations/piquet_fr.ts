<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
    <context>
        <name>AdviceText</name>
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
            <translation>l’as de {suit}</translation>
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
            <translation>on peut attendre de finir la partie avec environ {points} points d’avance</translation>
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
            <source>about {points} points over the deal</source>
            <translation>environ {points} points sur la donne</translation>
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
            <translation>{advice} ({point} de chances d’un meilleur point, {sequence} d’une meilleure séquence, {set} d’un meilleur quatorze ou trio).</translation>
        </message>
        <message>
            <source>{action}: about {points} points from here to the end of the play (the best card by the estimate makes {best}).</source>
            <translation>{action} : environ {points} points d’ici la fin du jeu de la carte (la meilleure carte selon l’estimation fait {best}).</translation>
        </message>
        <message>
            <source>{action}: about {points} points from here to the end of the play.</source>
            <translation>{action} : environ {points} points d’ici la fin du jeu de la carte.</translation>
        </message>
        <message>
            <source>{advice}.</source>
            <translation>{advice}.</translation>
        </message>
    </context>
    <context>
        <name>LevelRatings</name>
        <message>
            <source>the arena's round robin of 2026-12-01 (400 mirrored deal pairs per pairing, seed 2026), Bradley-Terry on the Elo scale with random play at 0; docs/AI.md</source>
            <translation>le tournoi toutes rondes de l’arène du 01/12/2026 (400 paires de donnes en miroir par rencontre, graine 2026), Bradley-Terry sur l’échelle Elo, le jeu au hasard à 0 ; docs/AI.md</translation>
        </message>
    </context>
    <context>
        <name>Library</name>
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
            <translation>impossible d’ouvrir la base de données de la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>cannot update the library database: {reason}</source>
            <translation>impossible de mettre à jour la base de données de la bibliothèque : {reason}</translation>
        </message>
        <message>
            <source>the library database is unusable ({problem}) and cannot be moved aside: {reason}</source>
            <translation>la base de données de la bibliothèque est inutilisable ({problem}) et ne peut pas être mise de côté : {reason}</translation>
        </message>
        <message>
            <source>The library database could not be used ({problem}); it was kept as {file} and the library was rebuilt from its records.</source>
            <translation>La base de données de la bibliothèque n’a pas pu être utilisée ({problem}) ; elle est conservée sous {file} et la bibliothèque a été reconstruite à partir de ses enregistrements.</translation>
        </message>
        <message>
            <source>The record file {file} was missing and was written back.</source>
            <translation>Le fichier d’enregistrement {file} manquait et a été réécrit.</translation>
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
            <translation>la base de données de la bibliothèque a refusé l’annulation : {reason}</translation>
        </message>
        <message>
            <source>the record could not be put back: {reason}</source>
            <translation>l’enregistrement n’a pas pu être remis : {reason}</translation>
        </message>
        <message>
            <source>the library database cannot be read: {reason}</source>
            <translation>la base de données de la bibliothèque ne peut pas être lue : {reason}</translation>
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
            <translation>Écart</translation>
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
            <translation>Enregistrer la liste telle qu’elle est affichée (triée et filtrée) pour un tableur</translation>
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
            <translation>{count}. {human} contre {opponent}, {variant} : nulle ({margin} d’écart).</translation>
        </message>
        <message>
            <source>This partie cannot be loaded: {reason}</source>
            <translation>Cette partie ne peut pas être chargée : {reason}</translation>
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
            <translation>Cette partie est en jeu sur la table : elle ne peut pas être supprimée tant qu’elle l’est.</translation>
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
            <translation>Aucune partie classée pour l’instant : une partie terminée contre l’ordinateur vous donne un classement.</translation>
        </message>
    </context>
    <context>
        <name>ReplayReview</name>
        <message>
            <source>Here: {chosen}; the best choice (expected deal margin {margin}).</source>
            <translation>Ici : {chosen} ; le meilleur choix (écart attendu sur la donne {margin}).</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {loss} ± {error} points better ({mark}): {reason}.</source>
            <translation>Ici : {chosen} ; mieux : {best}, {loss} ± {error} points de plus ({mark}) : {reason}.</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {loss} ± {error} points better ({mark}).</source>
            <translation>Ici : {chosen} ; mieux : {best}, {loss} ± {error} points de plus ({mark}).</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {loss} ± {error} points better: {reason}.</source>
            <translation>Ici : {chosen} ; mieux : {best}, {loss} ± {error} points de plus : {reason}.</translation>
        </message>
        <message>
            <source>Here: {chosen}; best: {best}, {loss} ± {error} points better.</source>
            <translation>Ici : {chosen} ; mieux : {best}, {loss} ± {error} points de plus.</translation>
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
            <translation>L’analyse n’a pas pu être faite : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>Sur %n décision, vous avez perdu {points} points face au meilleur choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
                <numerusform>Sur %n décisions, vous avez perdu {points} points face aux meilleurs choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s %n decisions lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>Sur %n décision, {player} a perdu {points} points face au meilleur choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
                <numerusform>Sur %n décisions, {player} a perdu {points} points face aux meilleurs choix du niveau {level} ; marquées sur la frise : {marked}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Step to one of the decisions to see it rated.</source>
            <translation>Avancez jusqu’à l’une des décisions pour voir sa note.</translation>
        </message>
    </context>
    <context>
        <name>ReviewMarkers</name>
        <message>
            <source>Your costly decisions: click one to go there</source>
            <translation>Vos décisions coûteuses : cliquez sur l’une pour y aller</translation>
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
            <source>{loss} ± {error}</source>
            <translation>{loss} ± {error}</translation>
        </message>
        <message>
            <source>Reviewing your decisions against {level}…</source>
            <translation>Analyse de vos décisions face au niveau {level}…</translation>
        </message>
        <message>
            <source>You had no decision to make in this deal.</source>
            <translation>Vous n’aviez aucune décision à prendre dans cette donne.</translation>
        </message>
        <message numerus="yes">
            <source>Nothing marked: your %n decisions lost {points} points in all against {level}'s best, none of them costly.</source>
            <translation>
                <numerusform>Rien à signaler : sur %n décision, vous avez perdu {points} points en tout face au meilleur choix du niveau {level}, sans erreur coûteuse.</numerusform>
                <numerusform>Rien à signaler : sur %n décisions, vous avez perdu {points} points en tout face aux meilleurs choix du niveau {level}, aucune n’étant coûteuse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions lost {points} points against {level}'s best; the costly ones:</source>
            <translation>
                <numerusform>Sur %n décision, vous avez perdu {points} points face au meilleur choix du niveau {level} ; la voici :</numerusform>
                <numerusform>Sur %n décisions, vous avez perdu {points} points face aux meilleurs choix du niveau {level} ; les coûteuses :</numerusform>
            </translation>
        </message>
        <message>
            <source>The review could not be made: {reason}</source>
            <translation>L’analyse n’a pas pu être faite : {reason}</translation>
        </message>
    </context>
    <context>
        <name>ReviewReasons</name>
        <message>
            <source>trick thrown away: {card} would have won it</source>
            <translation>levée perdue : {card} l’aurait prise</translation>
        </message>
        <message>
            <source>guard bared: {card} left alone with the ace out</source>
            <translation>garde dégarnie : {card} laissé seul, l’as dehors</translation>
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
            <source>{percent}%</source>
            <translation>{percent} %</translation>
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
            <translation>Score moyen de l’adversaire</translation>
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
            <translation>Part des donnes où l’un de vous a fait toutes les levées</translation>
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
            <translation>&lt;h2&gt;Aucune partie pour l’instant&lt;/h2&gt;&lt;p&gt;Terminez une partie et vos résultats, votre classement et leur évolution s’afficheront ici.&lt;/p&gt;</translation>
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
            <translation>Aucune partie analysée pour l’instant : analysez une partie pour voir combien de points vos décisions ont coûté.</translation>
        </message>
        <message>
            <source>Your mean deal score</source>
            <translation>Votre score moyen par donne</translation>
        </message>
        <message>
            <source>No finished deal yet in the parties shown.</source>
            <translation>Aucune donne terminée pour l’instant dans les parties affichées.</translation>
        </message>
        <message>
            <source>The parties could not be read: {reason}</source>
            <translation>Les parties n’ont pas pu être lues : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n partie(s) could not be read and left out: {reasons}</source>
            <translation>
                <numerusform>%n partie n’a pas pu être lue et est laissée de côté : {reasons}</numerusform>
                <numerusform>%n parties n’ont pas pu être lues et sont laissées de côté : {reasons}</numerusform>
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
            <translation>Impossible d’exporter les statistiques</translation>
        </message>
        <message>
            <source>{path} could not be written: {reason}</source>
            <translation>{path} n’a pas pu être écrit : {reason}</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Your rating: {mean}&lt;/b&gt; ± {sd} (95%: {low} to {high}), from %n rated partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Votre classement : {mean}&lt;/b&gt; ± {sd} (à 95 % : de {low} à {high}), sur %n partie classée.</numerusform>
                <numerusform>&lt;b&gt;Votre classement : {mean}&lt;/b&gt; ± {sd} (à 95 % : de {low} à {high}), sur %n parties classées.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;No rating yet&lt;/b&gt;: finish a partie against a computer opponent.</source>
            <translation>&lt;b&gt;Pas encore de classement&lt;/b&gt; : terminez une partie contre l’ordinateur.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision, over {decisions} decisions in %n reviewed partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Précision : {loss}&lt;/b&gt; point perdu par décision, sur {decisions} décisions dans %n partie analysée.</numerusform>
                <numerusform>&lt;b&gt;Précision : {loss}&lt;/b&gt; point perdu par décision, sur {decisions} décisions dans %n parties analysées.</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Accuracy&lt;/b&gt;: no reviewed partie yet.</source>
            <translation>&lt;b&gt;Précision&lt;/b&gt; : aucune partie analysée pour l’instant.</translation>
        </message>
        <message>
            <source>&lt;span style='font-size:small'&gt;Opponents' ratings from {source}; your rating is Bayesian, starting from {prior} ± {prior_sd}, a partie counting {scale} of a deal pair.&lt;/span&gt;</source>
            <translation>&lt;span style='font-size:small'&gt;Classements des adversaires : {source} ; votre classement est bayésien, à partir de {prior} ± {prior_sd}, une partie comptant pour {scale} paire de donnes.&lt;/span&gt;</translation>
        </message>
    </context>
</TS>
