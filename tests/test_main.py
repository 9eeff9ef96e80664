"""__main__: the Sharing Variables tutorial's image filter (``python -m scopelab``)."""
import numpy as np
import pytest

import scopelab as tf
from scopelab import __main__ as tutorial

SHARED = ["image_filters/conv1/weights:0", "image_filters/conv1/biases:0",
          "image_filters/conv2/weights:0", "image_filters/conv2/biases:0"]


def test_two_filters_share_four_variables(g):
    image1 = tf.placeholder(tf.float32, tutorial.IMAGE_SHAPE)
    image2 = tf.placeholder(tf.float32, tutorial.IMAGE_SHAPE)
    with tf.variable_scope("image_filters") as scope:
        result1 = tutorial.my_image_filter(image1)
        scope.reuse_variables()
        result2 = tutorial.my_image_filter(image2)
    assert [v.name for v in tf.global_variables()] == SHARED
    assert result1.shape.as_list() == tutorial.IMAGE_SHAPE
    images = np.random.RandomState(0).rand(*tutorial.IMAGE_SHAPE)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        out1, out2 = sess.run([result1, result2], {image1: images, image2: images})
    np.testing.assert_array_equal(out1, out2)


def test_a_second_call_without_reuse_fails(g):
    image = tf.placeholder(tf.float32, tutorial.IMAGE_SHAPE)
    tutorial.my_image_filter(image)
    try:
        tutorial.my_image_filter(image)
    except ValueError as e:
        assert "Variable conv1/weights already exists, disallowed." in str(e)
    else:
        raise AssertionError("the second call should have failed")


def test_main_runs_and_names_the_shared_variables(g, capsys):
    tutorial.main([])
    out = capsys.readouterr().out
    for scope in ("image_filters/conv1/", "image_filters/conv2/"):
        assert scope in out
    assert len(tf.global_variables()) == 4


def test_main_shows_its_code_and_fits_in_100_columns(g, capsys):
    tutorial.main([])
    out = capsys.readouterr().out
    assert "def my_image_filter(input_images):" in out and "scope.reuse_variables()" in out
    assert max(map(len, out.splitlines())) <= 100


def test_help_prints_usage_and_builds_nothing(g, capsys):
    import pytest
    with pytest.raises(SystemExit) as exit_:
        tutorial.main(["--help"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith("usage: python -m scopelab")
    assert tf.get_default_graph().get_operations() == []


def test_version_prints_the_version_and_builds_nothing(g, capsys):
    import pytest
    with pytest.raises(SystemExit) as exit_:
        tutorial.main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == "scopelab %s\n" % tf.__version__
    assert tf.get_default_graph().get_operations() == []


def test_main_lists_the_models_ops_not_the_variables_internals(g, capsys):
    tutorial.main([])
    out = capsys.readouterr().out
    listing = out.split("with their inputs:")[1]
    # The point of the tutorial: the second filter's ops read the first one's weights.
    assert "image_filters/conv1_1/" in listing
    assert "image2:0, image_filters/conv1/weights/read:0" in listing
    assert "Initializer" not in listing and "Assign" not in listing and "/read " not in listing
    assert len(out.splitlines()) <= 70


# ---------------------------------------------------------------------- in Korean and Chinese
# The tour's sentences follow --lang, else the locale; its code and TF's names never change.
def columns(line):
    """Display width: a Hangul or Han character takes two columns of a terminal."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    """The tests above read the English tour, whatever the machine's locale."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("lang, words", [("ko", "두 필터가 함께 쓰는 변수 4개"),
                                         ("zh", "两个过滤器共享的 4 个变量")])
def test_the_tour_in_korean_and_chinese(g, capsys, lang, words):
    tutorial.main(["--lang", lang])
    out = capsys.readouterr().out
    assert words in out
    # The same code, variables, values and ops as the English tour.
    assert "def my_image_filter(input_images):" in out
    assert "image2:0, image_filters/conv1/weights/read:0" in out
    assert out.count("True") == 1 and out.count("False") == 1
    assert max(map(columns, out.splitlines())) <= 100


def test_every_language_has_every_sentence():
    from scopelab.tour_text import TEXT
    for lang, say in TEXT.items():
        assert say.keys() == TEXT["en"].keys(), lang
        for key, text in say.items():
            assert text.count("%") == TEXT["en"][key].count("%"), (lang, key)


@pytest.mark.parametrize("environ, lang", [
    ({"LANG": "ko_KR.UTF-8"}, "ko"), ({"LANG": "zh_CN.UTF-8"}, "zh"),
    ({"LC_ALL": "zh_TW.UTF-8", "LANG": "ko_KR.UTF-8"}, "zh"),  # LC_ALL comes first
    ({"LC_ALL": "", "LANG": "ko_KR.UTF-8"}, "ko"),  # an empty setting is no setting
    ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"), ({}, "en")])
def test_the_language_follows_the_locale(environ, lang):
    from scopelab.tour_text import language
    assert language(environ) == lang


def test_the_locale_chooses_the_tours_language(g, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    tutorial.main([])
    assert "변수 범위별로" in capsys.readouterr().out


def test_help_follows_lang(g, capsys):
    with pytest.raises(SystemExit):
        tutorial.main(["--lang", "zh", "--help"])
    assert "导览使用的语言" in capsys.readouterr().out


def test_the_engine_never_imports_the_tours_words():
    import subprocess
    import sys
    code = "import sys, scopelab; print('scopelab.tour_text' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.stdout.strip() == "False", run.stderr
