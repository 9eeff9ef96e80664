# tier: semantics
# tf.register_tensor_conversion_function teaches convert_to_tensor a type of the program's own:
# op builders call the function with the argument's name (and, after the first argument, the
# dtype wanted); __tf_tensor__ converts an object by itself. TF checks what the functions give.
class Meters:
    def __init__(self, value):
        self.value = value


calls = []


def to_tensor(value, dtype=None, name=None, as_ref=False):
    calls.append([None if dtype is None else dtype.name, name, as_ref])
    return tf.constant(value.value, dtype=dtype, name=name)


emit("registered", tf.register_tensor_conversion_function(Meters, to_tensor))
x = tf.convert_to_tensor(Meters(3.0))
emit("plain", [x, x.dtype])
y = tf.add(Meters(2.0), 1.0)
emit("first_argument", [y, y.op.inputs[0]])
z = tf.constant(1.0) * Meters(2.0)
emit("second_argument", [z, [t.name for t in z.op.inputs]])
emit("calls", calls)
emit("value", tf.Session().run(y + z))
expect_error(lambda: tf.register_tensor_conversion_function(int, to_tensor), "numbers")
expect_error(lambda: tf.register_tensor_conversion_function(Meters, 3), "not_callable")
expect_error(lambda: tf.register_tensor_conversion_function("Meters", to_tensor), "not_a_type")


class Returning:
    """A conversion function with a repr that stays the same from run to run."""
    def __init__(self, make):
        self.make = make

    def __call__(self, value, dtype=None, name=None, as_ref=False):
        return self.make()

    def __repr__(self):
        return "<Returning>"


class NotATensor:
    pass


tf.register_tensor_conversion_function(NotATensor, Returning(lambda: 3))
expect_error(lambda: tf.convert_to_tensor(NotATensor()), "non_tensor")


class WrongType:
    pass


tf.register_tensor_conversion_function(WrongType, Returning(lambda: tf.constant(1)))
expect_error(lambda: tf.convert_to_tensor(WrongType(), dtype=tf.float32), "wrong_dtype")


class Declines:
    def __repr__(self):
        return "<Declines>"


tf.register_tensor_conversion_function(Declines, Returning(lambda: NotImplemented), priority=50)
expect_error(lambda: tf.convert_to_tensor(Declines()), "declines")


class Protocol:
    def __tf_tensor__(self, dtype=None, name=None):
        return tf.constant(5, dtype=dtype or tf.int32, name=name)


emit("protocol", [tf.convert_to_tensor(Protocol()),
                  tf.convert_to_tensor(Protocol(), dtype=tf.float32, name="q")])
emit("constant_name_none", tf.constant(1.0, name=None))
t = tf.constant([1.0])
for attribute in ("T", "astype", "reshape", "foo"):
    expect_error(lambda: getattr(t, attribute), "attribute_" + attribute)
