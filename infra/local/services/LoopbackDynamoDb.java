/*
 * Starts DynamoDB Local listening on 127.0.0.1 only. Its command line has no host option and its
 * Jetty server binds every interface, which would let anyone on the network read the shop's tables
 * while `npm start` runs. This builds the server from the usual arguments, as DynamoDB Local's own
 * main does, then sets the host of its connectors to the loopback address before starting it.
 */
import java.lang.reflect.Field;

public final class LoopbackDynamoDb {
  public static void main(String[] args) throws Exception {
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object server = serverField.get(proxy);
    for (Object connector : (Object[]) server.getClass().getMethod("getConnectors").invoke(server)) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    proxy.getClass().getMethod("join").invoke(proxy);
  }
}
