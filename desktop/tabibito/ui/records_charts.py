"""The Records screen's charts (Qt's own QtCharts): a player's scores over time with a moving
mean, the make-up of their latest score by category against their own average, and their win
rate by opponent. Imported with the Records screen, never at start-up: QtCharts is large."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QDateTimeAxis,
    QHorizontalBarSeries,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QMargins, Qt
from PySide6.QtGui import QPainter

from tabibito.records import queries

from .kit import style
from .kit.dates import day_format
from .kit.i18n import fill
from .plugin_api import GameUI

MEAN_OF = 5  # the moving mean's window: the last five games
# The most games a chart over time shows, the latest: more dots than this are a blot, and each
# costs the screen's opening time (10,000 games took a second).
CHART_GAMES = 300
CHART_HEIGHT = 210


def moving_mean(values: Sequence[float], window: int = MEAN_OF) -> list[float]:
    """The mean of each value with the ones before it, ``window`` at most."""
    means = []
    for index in range(len(values)):
        recent = values[max(0, index - window + 1):index + 1]
        means.append(sum(recent) / len(recent))
    return means


def _chart(title: str) -> QChart:
    chart = QChart()
    chart.setTitle(title)
    chart.setTitleFont(style.font(13, bold=True))
    chart.setTitleBrush(style.color(style.INK))
    chart.setBackgroundBrush(style.color(style.CARD))
    chart.setBackgroundRoundness(6)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.setLocalizeNumbers(True)
    chart.setLocale(QLocale())
    chart.legend().setFont(style.font(11))
    chart.legend().setLabelColor(style.color(style.INK_SOFT))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    return chart


def _style_axis(axis: QValueAxis | QDateTimeAxis | QBarCategoryAxis) -> None:
    axis.setLabelsFont(style.font(10))
    axis.setLabelsColor(style.color(style.INK_SOFT))
    axis.setGridLineColor(style.color(style.RULE))
    axis.setLinePenColor(style.color(style.INK_SOFT))
    # QtCharts elides long labels to "…" first; a category's name must stay readable.
    axis.setTruncateLabels(False)


def _view(chart: QChart) -> QChartView:
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(CHART_HEIGHT)
    return view


def scores_chart(points: Sequence[queries.ScorePoint]) -> QChartView:
    """Every game's score (wins in pine, the rest in indigo) and the moving mean: of the latest
    CHART_GAMES games."""
    #: the Records screen: the title of the chart of a player's scores game by game
    title = QCoreApplication.translate("RecordsCharts", "Scores over time")
    if len(points) > CHART_GAMES:
        #: a chart's title: %1 how many games it shows
        title = fill(QCoreApplication.translate(
            "RecordsCharts", "Scores over time: the latest %1 games"), QLocale().toString(CHART_GAMES))
        points = points[-CHART_GAMES:]
    chart = _chart(title)
    games, wins, mean = QScatterSeries(), QScatterSeries(), QLineSeries()
    #: that chart's legend: the line of scores
    games.setName(QCoreApplication.translate("RecordsCharts", "Score"))
    #: that chart's legend: the marks of games won
    wins.setName(QCoreApplication.translate("RecordsCharts", "Win"))
    #: that chart's legend: the moving mean over the last five games
    mean.setName(QCoreApplication.translate("RecordsCharts", "Mean of the last five"))
    for dots, colour in ((games, style.INDIGO), (wins, style.PINE)):
        dots.setColor(style.color(colour))
        dots.setBorderColor(style.color(colour))
        dots.setMarkerSize(8)
    mean.setPen(style.pen(style.VERMILION, 2.5))
    times = [QDateTime.fromString(point.finished, Qt.DateFormat.ISODate).toMSecsSinceEpoch()
             for point in points]
    for time, point, average in zip(times, points, moving_mean([p.score for p in points]),
                                    strict=True):
        (wins if point.won else games).append(time, point.score)
        mean.append(time, average)
    axis_x, axis_y = QDateTimeAxis(), QValueAxis()
    axis_x.setFormat(day_format())
    axis_x.setTickCount(min(5, max(2, len(points))))
    axis_y.setLabelFormat("%.0f")
    chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
    for series in (games, wins, mean):
        chart.addSeries(series)
        series.attachAxis(axis_x)
        series.attachAxis(axis_y)
    if times:
        spread = max(times[-1] - times[0], 86_400_000)  # at least a day across
        axis_x.setRange(QDateTime.fromMSecsSinceEpoch(times[0] - spread // 20),
                        QDateTime.fromMSecsSinceEpoch(times[-1] + spread // 20))
        top = max(point.score for point in points)
        axis_y.setRange(min(0, *(point.score for point in points)), top + max(1, top // 10))
        axis_y.applyNiceNumbers()
    for axis in (axis_x, axis_y):
        _style_axis(axis)
    return _view(chart)


def make_up_chart(latest: dict[str, int], mean: dict[str, float],
                  plugin: GameUI) -> QChartView:
    """The latest game's points per category beside the player's mean for each."""
    #: the Records screen: the title of the chart of the latest game's score by category
    chart = _chart(QCoreApplication.translate("RecordsCharts", "Latest score by category"))
    keys = list(mean) + [key for key in latest if key not in mean]
    #: that chart's legend: the bars of the latest game
    last = QBarSet(QCoreApplication.translate("RecordsCharts", "Latest game"))
    #: that chart's legend: the bars of the player's average per category
    usual = QBarSet(QCoreApplication.translate("RecordsCharts", "Your average"))
    last.setColor(style.color(style.VERMILION))
    usual.setColor(style.color(style.OCHRE))
    for key in keys:
        last.append(latest.get(key, 0))
        usual.append(mean.get(key, 0.0))
    series = QHorizontalBarSeries()
    series.append(usual)
    series.append(last)
    chart.addSeries(series)
    names, values = QBarCategoryAxis(), QValueAxis()
    names.append([plugin.category_label(key) for key in keys])
    values.setLabelFormat("%.0f")
    chart.addAxis(names, Qt.AlignmentFlag.AlignLeft)
    chart.addAxis(values, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(names)
    series.attachAxis(values)
    values.applyNiceNumbers()
    for axis in (names, values):
        _style_axis(axis)
    view = _view(chart)
    view.setMinimumHeight(max(CHART_HEIGHT, 90 + 26 * len(keys)))
    return view


def win_rate_chart(against: dict[str, queries.Tally], labels: dict[str, str]) -> QChartView:
    """The share of games won against each kind of opponent, in per cent."""
    #: the Records screen: the title of the chart of wins against people and each computer level
    chart = _chart(QCoreApplication.translate("RecordsCharts", "Win rate by opponent"))
    #: that chart's legend: the share of games won, in per cent
    won = QBarSet(QCoreApplication.translate("RecordsCharts", "Games won (%)"))
    won.setColor(style.color(style.PINE))
    for tally in against.values():
        won.append(100 * tally.won / tally.played if tally.played else 0)
    series = QBarSeries()
    series.append(won)
    series.setLabelsVisible(True)
    series.setLabelsFormat("@value %")
    series.setLabelsPrecision(3)  # 100 at most: whole per cents
    chart.addSeries(series)
    chart.legend().hide()
    names, share = QBarCategoryAxis(), QValueAxis()
    names.append([labels[kind] for kind in against])
    share.setRange(0, 100)
    share.setLabelFormat("%.0f %")  # localized numbers: only the number is formatted
    chart.addAxis(names, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(share, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(names)
    series.attachAxis(share)
    for axis in (names, share):
        _style_axis(axis)
    return _view(chart)


def solo_rating_chart(ratings: Sequence[tuple[str, int]], plugin: GameUI) -> QChartView:
    """The solo ratings over time, the rating table's bands up the side (Next Station): of the
    latest CHART_GAMES solo games."""
    ratings = ratings[-CHART_GAMES:]
    #: the Records screen (Next Station): the title of the chart of solo ratings game by game
    chart = _chart(QCoreApplication.translate("RecordsCharts", "Solo rating over time"))
    line, dots = QLineSeries(), QScatterSeries()
    line.setPen(style.pen(style.INDIGO, 2))
    dots.setColor(style.color(style.VERMILION))
    dots.setBorderColor(style.color(style.VERMILION))
    dots.setMarkerSize(8)
    times = [QDateTime.fromString(finished, Qt.DateFormat.ISODate).toMSecsSinceEpoch()
             for finished, _ in ratings]
    for time, (_, band) in zip(times, ratings, strict=True):
        line.append(time, band)
        dots.append(time, band)
    chart.legend().hide()
    axis_x, bands = QDateTimeAxis(), QCategoryAxis()
    axis_x.setFormat(day_format())
    axis_x.setTickCount(min(5, max(2, len(ratings))))
    bands.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    index = 0
    while (name := plugin.solo_rating_label(index)) is not None:
        bands.append(name, index)
        index += 1
    bands.setRange(-0.3, max(index - 1, 0) + 0.3)
    chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(bands, Qt.AlignmentFlag.AlignLeft)
    for series in (line, dots):
        chart.addSeries(series)
        series.attachAxis(axis_x)
        series.attachAxis(bands)
    spread = max(times[-1] - times[0], 86_400_000) if times else 86_400_000
    start = times[0] if times else 0
    axis_x.setRange(QDateTime.fromMSecsSinceEpoch(start - spread // 20),
                    QDateTime.fromMSecsSinceEpoch(start + spread + spread // 20))
    for axis in (axis_x, bands):
        _style_axis(axis)
    view = _view(chart)
    view.setMinimumHeight(max(CHART_HEIGHT, 60 + 28 * index))
    return view
